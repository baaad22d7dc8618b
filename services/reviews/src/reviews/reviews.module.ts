import { Module } from '@nestjs/common';
import { RedisModule } from '@reto/platform';
import { AggregateModule } from '../aggregate/aggregate.module.js';
import { BuyersModule } from '../buyers/buyers.module.js';
import { ProofModule } from '../proof/proof.module.js';
import { ReviewsHandler } from './reviews.handler.js';
import { ReviewsStoreModule } from './reviews-store.module.js';
import { ReviewsService } from './reviews.service.js';

/** Writing and reading reviews, their photos held in the upload stash until the review is sent. */
@Module({
  imports: [ReviewsStoreModule, BuyersModule, AggregateModule, ProofModule, RedisModule.forUploads()],
  controllers: [ReviewsHandler],
  providers: [ReviewsService],
})
export class ReviewsModule {}
