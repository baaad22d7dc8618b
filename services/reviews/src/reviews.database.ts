import { serviceDatabase } from '@reto/platform';
import { BuyerPaymentEntity } from './buyers/buyer-payment.entity.js';
import { CreateReviews1763700200000 } from './migrations/1763700200000-CreateReviews.js';
import { SeedReviews1763700200100 } from './migrations/1763700200100-SeedReviews.js';
import { CleanUpReviews1764400000100 } from './migrations/1764400000100-CleanUpReviews.js';
import { ReviewProof1764400000000 } from './migrations/1764400000000-ReviewProof.js';
import { BuyerPaymentStates1764900000000 } from './migrations/1764900000000-BuyerPaymentStates.js';
import { SamplesCarryNoBadge1765200000300 } from './migrations/1765200000300-SamplesCarryNoBadge.js';
import { ReviewPhotoEntity } from './photos/review-photo.entity.js';
import { ReviewEntity } from './reviews/review.entity.js';

/** The reviews service's tables and migrations (TypeORM applies them in timestamp order). */
export const reviewsDatabase = serviceDatabase({
  service: 'reviews',
  entities: [ReviewEntity, ReviewPhotoEntity, BuyerPaymentEntity],
  migrations: [
    CreateReviews1763700200000,
    SeedReviews1763700200100,
    ReviewProof1764400000000,
    CleanUpReviews1764400000100,
    BuyerPaymentStates1764900000000,
    SamplesCarryNoBadge1765200000300,
  ],
  outboxAt: 1763700000100,
  processedEventsAt: 1763700000200,
  // The confirmation links mailed to buyers: the platform's store, with the links already mailed.
  singleUseTokens: {
    at: 1764700000000,
    from: { table: 'review_confirmations', purpose: "'review'", subject: 'review_id' },
  },
});
