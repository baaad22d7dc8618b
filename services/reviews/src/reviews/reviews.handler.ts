import {
  PhotoRequestSchema,
  ReviewListQuerySchema,
  ReviewsSubjects,
  SubmitMemberReviewCommandSchema,
  SubmitReviewCommandSchema,
} from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { ReviewsService } from './reviews.service.js';

/** NATS adapter of the public reviews: validates each payload against its contract and calls one use case. */
export const ReviewsHandler = requestHandlers(ReviewsService, (handle) => ({
  [ReviewsSubjects.list]: handle(ReviewListQuerySchema, (reviews, { limit, offset }) => reviews.list(limit, offset)),
  [ReviewsSubjects.aggregate]: handle((reviews) => reviews.aggregate()),
  [ReviewsSubjects.submit]: handle(SubmitReviewCommandSchema, (reviews, review) => reviews.submit(review)),
  [ReviewsSubjects.submitAsMember]: handle(SubmitMemberReviewCommandSchema, (reviews, review) =>
    reviews.submitAsMember(review),
  ),
  [ReviewsSubjects.photo]: handle(PhotoRequestSchema, (reviews, { photoId, anyStatus }) =>
    reviews.photo(photoId, anyStatus),
  ),
}));
