import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TechniqueCard } from './TechniqueCard';

const STEPS = ['Pies a la anchura de los hombros.', 'Baja con el pecho alto.', 'Sube empujando con los talones.'];

describe('TechniqueCard', () => {
  it("shows the steps the challenge service answers with the exercise, in order, beside its movement's figure", () => {
    render(<TechniqueCard techniqueKey="sentadilla-sumo" steps={STEPS} />);
    const card = screen.getByTestId('technique-card');
    expect(screen.getByRole('heading', { name: 'Técnica paso a paso' })).toBeTruthy();
    expect([...card.querySelectorAll('li')].map((item) => item.textContent)).toEqual(STEPS);
    expect(card.querySelector('.technique__pictogram')).not.toBeNull();
  });

  it('shows nothing for an exercise without steps or without a known technique key', () => {
    const { container, rerender } = render(<TechniqueCard techniqueKey="sentadilla-sumo" steps={[]} />);
    expect(container.innerHTML).toBe('');
    rerender(<TechniqueCard techniqueKey="salto-desconocido" steps={STEPS} />);
    expect(container.innerHTML).toBe('');
    rerender(<TechniqueCard techniqueKey={null} steps={STEPS} />);
    expect(container.innerHTML).toBe('');
  });
});
