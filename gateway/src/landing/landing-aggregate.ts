import type { LandingAggregate } from '@reto/contracts';

const STARS = ['1', '2', '3', '4', '5'] as const;
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The reviews service's aggregate in the legacy REST shape (`average_score`, `reviews_count`,
 * `rating_distribution` {"1".."5"}), from either naming of its fields and a distribution given as
 * a map or as `[{ stars, count }]`; null for anything else (the page then goes without it).
 */
export function toLandingAggregate(answer: unknown): LandingAggregate | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const fields = answer as Record<string, unknown>;
  const average = fields.average_score ?? fields.averageScore;
  const count = fields.reviews_count ?? fields.reviewsCount;
  const distribution = fields.rating_distribution ?? fields.ratingDistribution;
  if (!isCount(average) || !isCount(count) || typeof distribution !== 'object' || distribution === null) return null;
  const byStars = new Map<string, number>();
  if (Array.isArray(distribution)) {
    for (const row of distribution as Array<{ stars?: unknown; count?: unknown }>) {
      if (isCount(row.stars) && isCount(row.count)) byStars.set(String(row.stars), row.count);
    }
  } else {
    for (const [stars, value] of Object.entries(distribution)) if (isCount(value)) byStars.set(stars, value);
  }
  return {
    average_score: average,
    reviews_count: count,
    rating_distribution: Object.fromEntries(STARS.map((stars) => [stars, byStars.get(stars) ?? 0])),
  };
}
