import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WorkoutNotes } from './WorkoutNotes';

describe('WorkoutNotes', () => {
  it("shows the exercise's and the day's descriptions and the 35 minutes of cardio after the routine", () => {
    render(<WorkoutNotes description="Baja controlando la rodilla." unitDescription="Día de pierna y glúteo." />);
    expect(screen.getByText('Baja controlando la rodilla.')).toBeTruthy();
    expect(screen.getByText('Día de pierna y glúteo.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cardio después de la rutina' })).toBeTruthy();
    expect(screen.getByText(/Haz 35 minutos de cardio al terminar/)).toBeTruthy();
  });
});
