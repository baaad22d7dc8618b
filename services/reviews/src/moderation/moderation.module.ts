import { Module } from '@nestjs/common';
import { AggregateModule } from '../aggregate/aggregate.module.js';
import { ReviewsStoreModule } from '../reviews/reviews-store.module.js';
import { ModerationHandler } from './moderation.handler.js';
import { ModerationService } from './moderation.service.js';

/** The admin's moderation of the reviews. */
@Module({
  imports: [ReviewsStoreModule, AggregateModule],
  controllers: [ModerationHandler],
  providers: [ModerationService],
})
export class ModerationModule {}
