import { Module } from '@nestjs/common';
import { MailerModule, SingleUseTokensModule } from '@reto/platform';
import { AggregateModule } from '../aggregate/aggregate.module.js';
import { BuyersModule } from '../buyers/buyers.module.js';
import { ReviewsStoreModule } from '../reviews/reviews-store.module.js';
import { ReviewProofConsumer } from './review-proof.consumer.js';
import { ReviewProofHandler } from './review-proof.handler.js';
import { ReviewProofService } from './review-proof.service.js';

/** The proof that a review's author owns its email address: the link mailed, and opening it. */
@Module({
  imports: [MailerModule, SingleUseTokensModule, ReviewsStoreModule, BuyersModule, AggregateModule],
  controllers: [ReviewProofHandler],
  providers: [ReviewProofService, ReviewProofConsumer],
  exports: [ReviewProofService],
})
export class ProofModule {}
