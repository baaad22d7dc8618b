import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPersonalDataFormState } from '../../../test/fixtures';
import { FitnessGoalField } from './FitnessGoalField';

describe('FitnessGoalField', () => {
  it('offers the two goals with the chosen one checked, and writes the other when picked', () => {
    const form = aPersonalDataFormState({ fitnessGoal: 'perder_grasa' });
    render(<FitnessGoalField form={form} />);
    expect(screen.getByRole('group', { name: 'Meta de fitness' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Perder grasa').checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Aumentar masa muscular'));
    expect(form.set).toHaveBeenCalledExactlyOnceWith('fitnessGoal', 'aumentar_masa_muscular');
  });

  it('with none chosen and a message, marks the group invalid and announces why', () => {
    render(<FitnessGoalField form={aPersonalDataFormState({}, { fitnessGoal: 'Selecciona una meta' })} />);
    expect(screen.getByRole('group').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Selecciona una meta');
  });
});
