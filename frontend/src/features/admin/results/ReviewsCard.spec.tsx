import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewsCard } from './ReviewsCard';
import { anInsights } from './results.fixtures';

const reviews = anInsights(64).reviews;

describe('ReviewsCard', () => {
  it('shows the public reviews, those with the purchase badge, and their mean rating the Spanish way', () => {
    render(<ReviewsCard reviews={reviews} />);
    const figures = within(screen.getByTestId('reviews'));
    expect(figures.getByText('publicadas').nextSibling?.textContent).toBe('6');
    expect(figures.getByText('con «Compra verificada»').nextSibling?.textContent).toBe('5');
    expect(figures.getByText('valoración media').nextSibling?.textContent).toBe('4,67 de 5');
  });

  it('shows no mean rating while the edition has no public review', () => {
    render(<ReviewsCard reviews={{ ...reviews, published: 0, verified: 0, averageRating: null }} />);
    expect(within(screen.getByTestId('reviews')).getByText('valoración media').nextSibling?.textContent).toBe('—');
  });
});
