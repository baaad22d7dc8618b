import { Inject, Injectable } from '@nestjs/common';
import { ReviewsSubjects, type ReviewAggregateDto } from '@reto/contracts';
import { REDIS, RpcClient, SharedCache } from '@reto/platform';
import type { Redis } from 'ioredis';
import { AGGREGATE_CACHE_KEY, AGGREGATE_CACHE_TTL_S } from '../reviews.constants.js';
import { ReviewsRepository } from '../reviews/reviews.repository.js';
import { aggregateOf } from './aggregate.js';

/**
 * The aggregate of every published rating, computed from the stored rows and kept in Redis
 * (`<REDIS_PREFIX>:reviews:aggregate`, the platform's shared cache, the same for every replica). A
 * publication (or unpublication) refreshes it after its commit; the TTL is only a safety net. A
 * reader only fills an empty cache (what it computed may predate a refresh that wrote it
 * meanwhile). Redis down: computed each time. The same moment tells every gateway replica that the
 * published reviews changed (core NATS, before the change is answered: the gateway keeps the public
 * list until then).
 */
@Injectable()
export class AggregateCache {
  private readonly cache: SharedCache<ReviewAggregateDto>;

  constructor(
    private readonly reviews: ReviewsRepository,
    private readonly rpc: RpcClient,
    @Inject(REDIS) redis: Redis,
  ) {
    this.cache = new SharedCache(redis, AGGREGATE_CACHE_KEY, AGGREGATE_CACHE_TTL_S);
  }

  get(): Promise<ReviewAggregateDto> {
    return this.cache.remember('', () => this.compute());
  }

  /**
   * The published reviews changed: recomputes the aggregate from the stored ratings and caches it,
   * and tells the gateways to ask for the public list anew; call after the change committed.
   */
  async refresh(): Promise<ReviewAggregateDto> {
    const aggregate = await this.cache.refresh('', () => this.compute());
    await this.rpc.announce(ReviewsSubjects.broadcasts.publishedChanged);
    return aggregate;
  }

  private async compute(): Promise<ReviewAggregateDto> {
    return aggregateOf(await this.reviews.publishedRatingCounts());
  }
}
