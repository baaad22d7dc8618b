import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PublicFooter } from './PublicFooter';

describe('PublicFooter', () => {
  it('shows as payment badges only the cards the checkout takes (no PayPal: the checkout takes cards only)', () => {
    render(
      <MemoryRouter>
        <PublicFooter guaranteeDays={7} />
      </MemoryRouter>,
    );
    const payments = screen.getByRole('heading', { name: 'Pagos seguros' }).closest('section')!;
    const badges = within(payments)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(badges).toEqual(['Visa', 'Mastercard', 'American Express']);
  });

  it('gives the support hours of the one setting the coach also says (no EST anywhere)', () => {
    render(
      <MemoryRouter>
        <PublicFooter guaranteeDays={7} />
      </MemoryRouter>,
    );
    const support = screen.getByRole('heading', { name: 'Soporte' }).closest('section')!;
    expect(support.textContent).toContain('De lunes a viernes, de 9:00 a 18:00, hora de Ciudad de México');
    expect(support.textContent).not.toContain('EST');
  });
});
