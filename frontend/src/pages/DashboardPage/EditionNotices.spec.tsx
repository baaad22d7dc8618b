import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EditionCountdown, NextEditionOffer } from './EditionNotices';

describe('the edition notices', () => {
  it('counts the days to the start in Spanish, "mañana" for one, with the start date', () => {
    const { rerender } = render(<EditionCountdown daysUntilStart={5} startDate="2026-12-07" />);
    expect(screen.getByTestId('countdown').textContent).toContain('Comienza en 5 días');
    expect(screen.getByTestId('countdown').textContent).toContain('Inicio: lunes, 7 de diciembre de 2026');
    rerender(<EditionCountdown daysUntilStart={1} startDate="2026-12-07" />);
    expect(screen.getByTestId('countdown').textContent).toContain('Comienza mañana');
  });

  it('after an edition ends, offers the next one by number and date and reports the tap to join', () => {
    const onJoin = vi.fn();
    render(<NextEditionOffer ended edition={{ number: 4, startDate: '2027-01-04' }} onJoin={onJoin} />);
    expect(screen.getByRole('heading').textContent).toBe('Tu reto ha terminado');
    expect(screen.getByTestId('next-edition').textContent).toContain(
      'Únete a la edición 4, que comienza el 4 de enero de 2027.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unirme al próximo reto' }));
    expect(onJoin).toHaveBeenCalledTimes(1);
  });

  it('with no edition at all, says so instead of "ended"', () => {
    render(<NextEditionOffer ended={false} edition={{ number: 4, startDate: '2027-01-04' }} onJoin={vi.fn()} />);
    expect(screen.getByRole('heading').textContent).toBe('No tienes un reto activo');
  });
});
