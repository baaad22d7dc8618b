import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { WorkoutHeading } from './WorkoutHeading';

describe('WorkoutHeading', () => {
  it("names the day out of the challenge's 28, the exercise's place in the day and fills the bar to it", () => {
    const { container } = render(
      <MemoryRouter>
        <WorkoutHeading position={3} total={4} title="Sentadilla búlgara" unit={{ order: 12, title: 'Pierna' }} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('unit-order').textContent).toBe('Rutina 12 de 28');
    expect(screen.getByTestId('unit-title').textContent).toBe('Pierna');
    expect(screen.getByTestId('position').textContent).toBe('Ejercicio 3 de 4');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sentadilla búlgara');
    expect(container.querySelector<HTMLElement>('.progress__bar')?.style.width).toBe('75%');
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('/');
  });
});
