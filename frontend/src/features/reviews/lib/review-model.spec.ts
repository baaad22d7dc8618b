import { describe, expect, it } from 'vitest';
import { toAggregate, toReview } from './review-model';

describe('review model', () => {
  it('lists the rating distribution from 5 stars down to 1, a missing count as 0', () => {
    const aggregate = toAggregate({
      average_score: 4.5,
      reviews_count: 3,
      rating_distribution: { '5': 2, '4': 1 },
    } as Parameters<typeof toAggregate>[0]);
    expect(aggregate).toEqual({
      averageScore: 4.5,
      reviewsCount: 3,
      ratingDistribution: [
        { stars: 5, count: 2 },
        { stars: 4, count: 1 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    });
  });

  it('maps a REST review, with absent title, photo and location read as none', () => {
    const review = toReview({
      id: 7,
      rating: 5,
      body: 'Bajé 4 kg',
      created_at: '2026-11-01T10:00:00Z',
      reviewer: { name: 'Ana', verified_buyer: true, location: { country: 'MX' } },
    });
    expect(review).toEqual({
      id: '7',
      rating: 5,
      title: null,
      body: 'Bajé 4 kg',
      createdAt: '2026-11-01T10:00:00Z',
      photoUrl: null,
      reviewer: { name: 'Ana', verifiedBuyer: true, location: { region: null, country: 'MX' } },
    });
    expect(
      toReview({ id: 'a', rating: 4, body: 'x', created_at: '', reviewer: { name: 'B', verified_buyer: false } }),
    ).toHaveProperty('reviewer.location', null);
  });
});
