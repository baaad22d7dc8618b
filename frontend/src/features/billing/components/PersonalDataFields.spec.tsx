import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPersonalDataFormState } from '../../../test/fixtures';
import { Field, TextField } from './PersonalDataFields';

describe('the personal data form fields', () => {
  it('a text field shows its value under its label and writes each change to its own field', () => {
    const form = aPersonalDataFormState({ fullName: 'Lucía' });
    render(<TextField form={form} name="fullName" label="Nombre y apellido" autoComplete="name" />);
    const input = screen.getByLabelText<HTMLInputElement>('Nombre y apellido');
    expect(input.value).toBe('Lucía');
    expect(input.getAttribute('autocomplete')).toBe('name');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(input, { target: { value: 'Lucía Gómez' } });
    expect(form.set).toHaveBeenCalledExactlyOnceWith('fullName', 'Lucía Gómez');
  });

  it('a field with a message is marked invalid, described by it, and announces it', () => {
    const form = aPersonalDataFormState({}, { email: 'Correo electrónico inválido' });
    render(<TextField form={form} name="email" label="Correo electrónico" type="email" />);
    const input = screen.getByLabelText('Correo electrónico');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Correo electrónico inválido');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
  });

  it('a field labels whatever control it holds and shows only its own message', () => {
    const form = aPersonalDataFormState({}, { age: 'Edad requerida' });
    render(
      <Field form={form} name="additionalInfo" label="Información adicional">
        <textarea id={form.id('additionalInfo')} />
      </Field>,
    );
    expect(screen.getByLabelText('Información adicional').tagName).toBe('TEXTAREA');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
