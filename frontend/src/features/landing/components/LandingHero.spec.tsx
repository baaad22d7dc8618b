import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { landingCopy } from '../landing.copy';
import { LandingHero } from './LandingHero';

const renderHero = (
  edition: { number: number; startDate: string } | null,
  stats: ReadonlyArray<{ value: string; label: string }> = landingCopy.stats,
) =>
  render(
    <MemoryRouter>
      <LandingHero title="Reto Emilio 28 días" edition={edition} priceLabel="USD 78" stats={stats} />
    </MemoryRouter>,
  );

describe('LandingHero', () => {
  it('shows the title, the price and a buy button that names it', () => {
    renderHero({ number: 5, startDate: '2026-12-07' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reto Emilio 28 días');
    expect(screen.getByTestId('hero-price').textContent).toBe('USD 78');
    expect(screen.getByText('Comenzar ahora - USD 78')).toBeTruthy();
  });

  it('says when the next edition starts, or that its date is still to be announced', () => {
    const { unmount } = renderHero({ number: 5, startDate: '2026-12-07' });
    expect(screen.getByTestId('hero-start').textContent).toMatch(/^Comienza el .*7/);
    unmount();
    renderHero(null);
    expect(screen.getByTestId('hero-start').textContent).toBe('Próxima edición: fecha por anunciar');
  });

  it('lists the figures it is given under the buy button (the measured satisfaction among them)', () => {
    renderHero(null, [{ value: '96 %', label: 'de 412 personas que terminaron' }]);
    expect(screen.getByText('de 412 personas que terminaron').textContent).toBe('96 % de 412 personas que terminaron');
  });
});
