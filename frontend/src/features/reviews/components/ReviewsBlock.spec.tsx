import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewsBlock } from './ReviewsBlock';

const review = (n: number) => ({
  id: `r${String(n)}`,
  rating: 5,
  title: `Reseña ${String(n)}`,
  body: n === 1 ? '<img src=x onerror=alert(1)> ¡Excelente!' : `Texto ${String(n)}`,
  created_at: '2026-10-05T12:00:00.000Z',
  photo_url: n === 1 ? '/api/reviews/photos/r1.webp' : null,
  reviewer: {
    name: `Persona ${String(n)}`,
    verified_buyer: n % 2 === 1,
    location: { region: 'Jalisco', country: 'México' },
  },
});

const aggregate = {
  average_score: 4.9676,
  reviews_count: 247,
  rating_distribution: { 1: 0, 2: 0, 3: 1, 4: 6, 5: 240 },
};
const stored = Array.from({ length: 12 }, (_, i) => review(i + 1));

const serve = () => {
  const fetchMock = vi.fn((url: string) => {
    const params = new URL(url, 'http://test').searchParams;
    const offset = Number(params.get('offset'));
    const limit = Number(params.get('limit'));
    return Promise.resolve(
      new Response(JSON.stringify({ reviews: stored.slice(offset, offset + limit), aggregate }), { status: 200 }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReviewsBlock', () => {
  it('sums up the stored reviews: average with 2 decimals, count, bars from 5 to 1', async () => {
    serve();
    render(<ReviewsBlock initialAggregate={null} />);
    expect((await screen.findByTestId('reviews-average')).textContent).toBe('4.97');
    expect(screen.getByTestId('reviews-count').textContent).toBe('247 reseñas');
    const bars = screen.getAllByRole('listitem').filter((item) => item.classList.contains('review-bar'));
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '5 estrellas: 240 reseñas',
      '4 estrellas: 6 reseñas',
      '3 estrellas: 1 reseña',
      '2 estrellas: 0 reseñas',
      '1 estrella: 0 reseñas',
    ]);
  });

  it('shows the first 6 reviews, all of them on demand, and fewer again', async () => {
    serve();
    render(<ReviewsBlock initialAggregate={null} />);
    await screen.findByText('Reseña 6');
    expect(screen.queryByText('Reseña 7')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ver todas las reseñas' }));
    expect(await screen.findByText('Reseña 12')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Ver menos reseñas' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.queryByText('Reseña 7')).toBeNull();
    expect(screen.getByText('Reseña 6')).toBeTruthy();
  });

  it('shows each review’s title, body as text, rating, date, name, verified badge, location and photo', async () => {
    serve();
    render(<ReviewsBlock initialAggregate={null} />);
    const card = (await screen.findByText('Reseña 1')).closest('article')!;
    const inCard = within(card);
    expect(inCard.getByText('<img src=x onerror=alert(1)> ¡Excelente!')).toBeTruthy();
    expect(card.querySelectorAll('img')).toHaveLength(1);
    expect(inCard.getByAltText('Foto de la reseña de Persona 1').getAttribute('src')).toBe(
      '/api/reviews/photos/r1.webp',
    );
    expect(inCard.getByRole('img', { name: '5 de 5 estrellas' })).toBeTruthy();
    expect(inCard.getByText('5 de octubre de 2026')).toBeTruthy();
    expect(inCard.getByText('Persona 1')).toBeTruthy();
    expect(inCard.getByText('Compra verificada')).toBeTruthy();
    expect(inCard.getByText('Jalisco, México')).toBeTruthy();
    const second = screen.getByText('Reseña 2').closest('article')!;
    expect(within(second).queryByText('Compra verificada')).toBeNull();
  });

  it('has no toggle when there are 6 reviews or fewer', async () => {
    stored.splice(6);
    serve();
    render(<ReviewsBlock initialAggregate={null} />);
    await screen.findByText('Reseña 6');
    expect(screen.queryByRole('button', { name: 'Ver todas las reseñas' })).toBeNull();
  });
});
