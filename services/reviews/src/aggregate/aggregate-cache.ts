import { Inject, Injectable } from '@nestjs/common';
import type { ReviewAggregateDto } from '@reto/contracts';
import { REDIS } from '@reto/platform';
import type { Redis } from 'ioredis';
import { AGGREGATE_CACHE_KEY, AGGREGATE_CACHE_TTL_S } from '../reviews.constants.js';
import { ReviewsRepository } from '../reviews/reviews.repository.js';
import { aggregateOf } from './aggregate.js';

/**
 * The aggregate of every published rating, computed from the stored rows and kept in Redis
 * (`<REDIS_PREFIX>:reviews:aggregate`, shared by every replica). A publication (or unpublication)
 * refreshes it after its commit; the TTL is only a safety net. Redis down: computed each time.
 */
@Injectable()
export class AggregateCache {
  constructor(
    private readonly reviews: ReviewsRepository,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async get(): Promise<ReviewAggregateDto> {
    const hit = await this.redis.get(AGGREGATE_CACHE_KEY).catch(() => null);
    if (hit) return JSON.parse(hit) as ReviewAggregateDto;
    // A reader only fills an empty cache: what it computed may predate a publication whose refresh
    // wrote the cache meanwhile, and must not overwrite it.
    return this.compute('NX');
  }

  /** Recomputes from the stored ratings and caches the result; call after the change committed. */
  refresh(): Promise<ReviewAggregateDto> {
    return this.compute();
  }

  private async compute(mode?: 'NX'): Promise<ReviewAggregateDto> {
    const aggregate = aggregateOf(await this.reviews.publishedRatingCounts());
    const value = JSON.stringify(aggregate);
    await (
      mode
        ? this.redis.set(AGGREGATE_CACHE_KEY, value, 'EX', AGGREGATE_CACHE_TTL_S, mode)
        : this.redis.set(AGGREGATE_CACHE_KEY, value, 'EX', AGGREGATE_CACHE_TTL_S)
    ).catch(() => undefined);
    return aggregate;
  }
}
