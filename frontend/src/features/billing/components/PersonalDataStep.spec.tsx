import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyPersonalData, toNutritionData } from '../lib/personal-data';
import { PersonalDataStep } from './PersonalDataStep';

/** A member's body data, prefilled from the account as the nutrition page does, and nothing of the contact. */
const bodyOnly = emptyPersonalData({
  fullName: 'Lucía Gómez',
  email: 'lucia@example.com',
  age: '34',
  height: '165',
  weight: '62',
  physicalActivity: 'moderado',
  fitnessGoal: 'perder_grasa',
});

const CONTACT_LABELS = ['Ocupación', 'Ciudad y país', 'Código de país', 'Número de teléfono'];

describe('the personal data form', () => {
  it("asks a member's nutrition plan only what it is computed from: no occupation, city or phone", () => {
    const onValid = vi.fn();
    render(<PersonalDataStep value={bodyOnly} onChange={vi.fn()} onValid={onValid} purpose="nutrition" />);
    for (const label of CONTACT_LABELS) expect(screen.queryByLabelText(label)).toBeNull();
    fireEvent.submit(screen.getByRole('button', { name: /continuar|calcular/i }).closest('form')!);
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(toNutritionData(bodyOnly)).toMatchObject({ email: 'lucia@example.com', age: 34 });
    expect(toNutritionData(bodyOnly)).not.toHaveProperty('phoneNumber');
  });

  it('still asks a buyer for all of it', () => {
    const onValid = vi.fn();
    render(<PersonalDataStep value={bodyOnly} onChange={vi.fn()} onValid={onValid} />);
    for (const label of CONTACT_LABELS) expect(screen.getByLabelText(label)).toBeTruthy();
    fireEvent.submit(screen.getByLabelText('Ocupación').closest('form')!);
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText('Ocupación es requerida')).toBeTruthy();
  });
});
