import { Module } from '@nestjs/common';
import { Mailer, RedisModule, ServiceKitModule, SingleUseTokens } from '@reto/platform';
import { AggregateCache } from './aggregate/aggregate.cache.js';
import { BuyerEventsConsumer } from './buyers/buyer-events.consumer.js';
import { BuyersRepository } from './buyers/buyers.repository.js';
import { BuyersService } from './buyers/buyers.service.js';
import { ModerationHandler } from './moderation/moderation.handler.js';
import { ModerationService } from './moderation/moderation.service.js';
import { ReviewProofConsumer } from './proof/review-proof.consumer.js';
import { ReviewProofService } from './proof/review-proof.service.js';
import { loadReviewsConfig, REVIEWS_CONFIG } from './reviews.config.js';
import { ReviewsHandler } from './reviews/reviews.handler.js';
import { ReviewsRepository } from './reviews/reviews.repository.js';
import { ReviewsService } from './reviews/reviews.service.js';
import { reviewsDatabase } from './reviews.database.js';

@Module({
  imports: [
    ServiceKitModule.forService({
      ...reviewsDatabase,
      config: { token: REVIEWS_CONFIG, load: loadReviewsConfig },
    }),
    RedisModule.forApp('reviews'),
    RedisModule.forUploads(),
  ],
  controllers: [ReviewsHandler, ModerationHandler],
  providers: [
    Mailer,
    ReviewsRepository,
    BuyersRepository,
    SingleUseTokens,
    ReviewProofService,
    ReviewProofConsumer,
    BuyersService,
    AggregateCache,
    ReviewsService,
    ModerationService,
    BuyerEventsConsumer,
  ],
})
export class AppModule {}
