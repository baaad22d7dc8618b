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
});
