import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ConfirmReviewInputSchema,
  PhotoRequestSchema,
  ReviewListQuerySchema,
  ReviewsSubjects,
  SubmitMemberReviewCommandSchema,
  SubmitReviewCommandSchema,
  type ConfirmReviewResult,
  type ReviewAggregateDto,
  type ReviewPageDto,
  type ReviewPhotoDto,
  type SubmitReviewResult,
} from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { ReviewProofService } from '../proof/review-proof.service.js';
import { ReviewsService } from './reviews.service.js';

/** NATS adapter of the public reviews: validates each payload against its contract and calls one use case. */
@Controller()
export class ReviewsHandler {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly proof: ReviewProofService,
  ) {}

  @MessagePattern(ReviewsSubjects.list)
  list(@Payload() payload: unknown): Promise<ReviewPageDto> {
    const { limit, offset } = validatePayload(ReviewListQuerySchema, payload);
    return this.reviews.list(limit, offset);
  }

  @MessagePattern(ReviewsSubjects.aggregate)
  aggregate(): Promise<ReviewAggregateDto> {
    return this.reviews.aggregate();
  }

  @MessagePattern(ReviewsSubjects.submit)
  submit(@Payload() payload: unknown): Promise<SubmitReviewResult> {
    return this.reviews.submit(validatePayload(SubmitReviewCommandSchema, payload));
  }

  @MessagePattern(ReviewsSubjects.submitAsMember)
  submitAsMember(@Payload() payload: unknown): Promise<SubmitReviewResult> {
    return this.reviews.submitAsMember(validatePayload(SubmitMemberReviewCommandSchema, payload));
  }

  @MessagePattern(ReviewsSubjects.confirm)
  confirm(@Payload() payload: unknown): Promise<ConfirmReviewResult> {
    return this.proof.confirm(validatePayload(ConfirmReviewInputSchema, payload).token);
  }

  @MessagePattern(ReviewsSubjects.photo)
  photo(@Payload() payload: unknown): Promise<ReviewPhotoDto> {
    const { photoId, anyStatus } = validatePayload(PhotoRequestSchema, payload);
    return this.reviews.photo(photoId, anyStatus);
  }
}
