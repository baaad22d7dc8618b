import { ConfirmReviewInputSchema, ReviewsSubjects } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { ReviewProofService } from './review-proof.service.js';

/** NATS adapter of the mailed link that confirms a visitor's review. */
export const ReviewProofHandler = requestHandlers(ReviewProofService, (handle) => ({
  [ReviewsSubjects.confirm]: handle(ConfirmReviewInputSchema, (proof, { token }) => proof.confirm(token)),
}));
