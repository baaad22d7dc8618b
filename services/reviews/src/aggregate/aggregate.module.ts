import { Module } from '@nestjs/common';
import { ReviewsRedisModule } from '../reviews-redis.module.js';
import { ReviewsStoreModule } from '../reviews/reviews-store.module.js';
import { AggregateCache } from './aggregate.cache.js';

/** The rating and the count of the published reviews, cached and dropped when they change. */
@Module({
  imports: [ReviewsRedisModule, ReviewsStoreModule],
  providers: [AggregateCache],
  exports: [AggregateCache],
})
export class AggregateModule {}
