import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LandingHero } from './LandingHero';

const renderHero = (edition: { number: number; startDate: string } | null) =>
  render(
    <MemoryRouter>
      <LandingHero title="Reto Emilio 28 días" edition={edition} priceLabel="USD 78" />
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
});
