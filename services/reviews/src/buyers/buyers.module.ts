import { Module } from '@nestjs/common';
import { AggregateModule } from '../aggregate/aggregate.module.js';
import { ReviewsStoreModule } from '../reviews/reviews-store.module.js';
import { BuyerEventsConsumer } from './buyer-events.consumer.js';
import { BuyersRepository } from './buyers.repository.js';
import { BuyersService } from './buyers.service.js';

/** Who bought (billing's events), so that a review can be marked as a buyer's. */
@Module({
  imports: [ReviewsStoreModule, AggregateModule],
  providers: [BuyersRepository, BuyersService, BuyerEventsConsumer],
  exports: [BuyersRepository],
})
export class BuyersModule {}
