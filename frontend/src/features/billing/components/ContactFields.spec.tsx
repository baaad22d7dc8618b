import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPersonalDataFormState } from '../../../test/fixtures';
import { ContactFields } from './ContactFields';

describe('ContactFields', () => {
  it("asks the buyer's occupation, city and phone, each writing its own field", () => {
    const form = aPersonalDataFormState();
    render(<ContactFields form={form} />);
    fireEvent.change(screen.getByLabelText('Ocupación'), { target: { value: 'Enfermera' } });
    fireEvent.change(screen.getByLabelText('Ciudad y país'), { target: { value: 'Madrid, España' } });
    fireEvent.change(screen.getByLabelText('Código de país'), { target: { value: '+34' } });
    fireEvent.change(screen.getByLabelText('Número de teléfono'), { target: { value: '612345678' } });
    expect(form.set).toHaveBeenNthCalledWith(1, 'occupation', 'Enfermera');
    expect(form.set).toHaveBeenNthCalledWith(2, 'cityCountry', 'Madrid, España');
    expect(form.set).toHaveBeenNthCalledWith(3, 'phoneCountryCode', '+34');
    expect(form.set).toHaveBeenNthCalledWith(4, 'phoneNumber', '612345678');
  });

  it("offers the product's country codes and shows a wrong number's message on the number", () => {
    render(<ContactFields form={aPersonalDataFormState({}, { phoneNumber: 'Número de teléfono inválido' })} />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '+1',
      '+52',
      '+34',
      '+54',
      '+57',
      '+58',
      '+51',
      '+56',
    ]);
    expect(screen.getByLabelText('Número de teléfono').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Número de teléfono inválido');
  });
});
