import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceQuoteDocument } from '../../gql/graphql';
import { neverAnswered } from '../../test/fixtures';
import { PricingPage } from './PricingPage';

const reviewsAnswer = {
  reviews: [],
  total: 247,
  aggregate: { average_score: 4.9676, reviews_count: 247, rating_distribution: { 1: 0, 2: 0, 3: 1, 4: 6, 5: 240 } },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPricing = () =>
  render(
    <MockedProvider mocks={[neverAnswered(PriceQuoteDocument)]}>
      <MemoryRouter>
        <PricingPage />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('PricingPage', () => {
  it('states the computed rating of the stored reviews and only features the product has', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).startsWith('/api/reviews')
          ? new Response(JSON.stringify(reviewsAnswer), { headers: { 'Content-Type': 'application/json' } })
          : new Response('{}', { status: 503 }),
      ),
    );
    renderPricing();
    expect((await screen.findByTestId('pricing-rating')).textContent).toBe('★ 4.97/5 de 247 reseñas');
    const page = document.body.textContent ?? '';
    for (const untrue of [
      'usuarios activos',
      'Análisis de técnica con IA',
      'Nuevas rutinas cada mes',
      'Soporte prioritario',
      '4.9/5',
    ]) {
      expect(page).not.toContain(untrue);
    }
    expect(page).toContain('Fichas de técnica de cada ejercicio');
  });

  it('shows no rating while the reviews cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    renderPricing();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('pricing-rating')).toBeNull();
  });
});
