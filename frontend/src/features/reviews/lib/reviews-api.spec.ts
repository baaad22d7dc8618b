import { describe, expect, it, vi } from 'vitest';
import { confirmReview, fetchReviews } from './reviews-api';

describe('reviews api', () => {
  it('asks for a page of reviews and reads it, without a total when the server gives none', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(
      Response.json({
        reviews: [{ id: 1, rating: 5, body: 'Bien', created_at: '', reviewer: { name: 'Ana', verified_buyer: true } }],
        aggregate: { average_score: '5', reviews_count: '1', rating_distribution: { '5': 1 } },
      }),
    );
    const page = await fetchReviews(6, 12, fetchImpl);
    expect(fetchImpl.mock.calls[0]![0]).toBe('/api/reviews?limit=6&offset=12');
    expect(page.total).toBeNull();
    expect(page.reviews.map((review) => review.id)).toEqual(['1']);
    expect(page.aggregate.averageScore).toBe(5);
  });

  it('confirms a mailed link by its token', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(Response.json({ status: 'published', message: 'Tu reseña ya está publicada.' }));
    await expect(confirmReview('tok', fetchImpl)).resolves.toEqual({
      status: 'published',
      message: 'Tu reseña ya está publicada.',
    });
    const [path, init] = fetchImpl.mock.calls[0]!;
    expect(path).toBe('/api/reviews/confirm');
    expect(init!.body).toBe(JSON.stringify({ token: 'tok' }));
  });
});
