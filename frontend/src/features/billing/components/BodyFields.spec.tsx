import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPersonalDataFormState } from '../../../test/fixtures';
import { BodyFields } from './BodyFields';

describe('BodyFields', () => {
  it('asks age, height, weight and activity, each writing its own field', () => {
    const form = aPersonalDataFormState({ age: '34' });
    render(<BodyFields form={form} />);
    expect(screen.getByLabelText<HTMLInputElement>('Edad').value).toBe('34');
    fireEvent.change(screen.getByLabelText('Altura (cm)'), { target: { value: '165' } });
    fireEvent.change(screen.getByLabelText('Peso (kg)'), { target: { value: '62' } });
    fireEvent.change(screen.getByLabelText('Actividad física'), { target: { value: 'moderado' } });
    expect(form.set).toHaveBeenNthCalledWith(1, 'height', '165');
    expect(form.set).toHaveBeenNthCalledWith(2, 'weight', '62');
    expect(form.set).toHaveBeenNthCalledWith(3, 'physicalActivity', 'moderado');
  });

  it('offers the five activity levels in Spanish after a prompt, and marks a missing one invalid', () => {
    render(<BodyFields form={aPersonalDataFormState({}, { physicalActivity: 'Selecciona tu nivel de actividad' })} />);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Selecciona tu nivel de actividad',
      'Sedentario (poco o nada de ejercicio)',
      'Ligero (1-3 días por semana)',
      'Moderado (3-5 días por semana)',
      'Activo (6-7 días por semana)',
      'Muy activo (trabajo físico o doble sesión)',
    ]);
    expect(screen.getByLabelText('Actividad física').getAttribute('aria-invalid')).toBe('true');
  });
});
