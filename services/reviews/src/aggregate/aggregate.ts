import type { RatingDistribution, ReviewAggregateDto } from '@reto/contracts';

/** The aggregate of a distribution: count, and the average rounded to 2 decimals (0 without ratings). */
export function aggregateOf(distribution: RatingDistribution): ReviewAggregateDto {
  const entries = Object.entries(distribution).map(([stars, count]) => [Number(stars), count] as const);
  const count = entries.reduce((sum, [, n]) => sum + n, 0);
  const total = entries.reduce((sum, [stars, n]) => sum + stars * n, 0);
  return {
    average_score: count ? Math.round((total / count) * 100) / 100 : 0,
    reviews_count: count,
    rating_distribution: { ...distribution },
  };
}
