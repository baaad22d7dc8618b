import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_REVIEW } from '../lib/review-form';
import { ReviewTextFields } from './ReviewTextFields';

describe('ReviewTextFields', () => {
  it("a visitor's form asks for an e-mail and reports each field typed in by its name", () => {
    const onChange = vi.fn();
    render(<ReviewTextFields id="r" fields={EMPTY_REVIEW} errors={{}} withEmail onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Título (opcional)'), { target: { value: 'Gran reto' } });
    fireEvent.change(screen.getByLabelText('Tu experiencia'), { target: { value: 'Bajé 4 kg' } });
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    expect(onChange.mock.calls).toEqual([
      ['title', 'Gran reto'],
      ['body', 'Bajé 4 kg'],
      ['name', 'Ana'],
      ['email', 'ana@example.com'],
    ]);
  });

  it("a member's form has no e-mail field, and says the name is published as first name and initial", () => {
    render(<ReviewTextFields id="r" fields={EMPTY_REVIEW} errors={{}} withEmail={false} onChange={vi.fn()} />);
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByText('Se publica tu nombre y la inicial de tu apellido.')).toBeTruthy();
  });

  it('marks a field in error and ties its message to it', () => {
    const errors = { name: 'El nombre es obligatorio.', email: 'Ingresa un email válido.' };
    render(<ReviewTextFields id="r" fields={EMPTY_REVIEW} errors={errors} withEmail onChange={vi.fn()} />);
    const name = screen.getByLabelText('Nombre');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(errors.name);
    expect(screen.getByLabelText('Tu experiencia').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText(errors.email)).toBeTruthy();
  });
});
