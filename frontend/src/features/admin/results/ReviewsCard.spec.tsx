import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewsCard } from './ReviewsCard';

const reviews = (published: number, verified: number, averageRating: number | null) => ({
  __typename: 'InsightsReviews' as const,
  published,
  verified,
  averageRating,
});

describe('ReviewsCard', () => {
  it('shows the public reviews, those with the purchase badge, and their mean rating the Spanish way', () => {
    render(<ReviewsCard reviews={reviews(6, 5, 4.67)} />);
    const figures = within(screen.getByTestId('reviews'));
    expect(figures.getByText('publicadas').nextSibling?.textContent).toBe('6');
    expect(figures.getByText('con «Compra verificada»').nextSibling?.textContent).toBe('5');
    expect(figures.getByText('valoración media').nextSibling?.textContent).toBe('4,67 de 5');
  });

  it('shows no mean rating while the edition has no public review', () => {
    render(<ReviewsCard reviews={reviews(0, 0, null)} />);
    expect(within(screen.getByTestId('reviews')).getByText('valoración media').nextSibling?.textContent).toBe('—');
  });
});
