import { publicNameOf, ReviewsConstants, type AdminReviewDto, type ReviewDto } from '@reto/contracts';
import type { ReviewEntity } from './review.entity.js';

const photoUrlOf = (photoId: string | null, prefix: string = ReviewsConstants.photoPathPrefix) =>
  photoId ? `${prefix}${photoId}` : null;

/**
 * The public shape of a written review (spec 1 section 3): the reviewer by first name and initial,
 * no e-mail, ever.
 */
export function toReviewDto(review: ReviewEntity): ReviewDto {
  return {
    id: review.id,
    rating: review.rating,
    title: review.title,
    body: review.body ?? '',
    created_at: review.createdAt.toISOString(),
    photo_url: photoUrlOf(review.photoId),
    reviewer: {
      name: review.reviewerName ? publicNameOf(review.reviewerName) : '',
      verified_buyer: review.verifiedBuyer,
      location: { region: review.region, country: review.country },
    },
  };
}

/** The admin's shape: the public one with the name as written, plus status, e-mail and when it was moderated. */
export function toAdminReviewDto(review: ReviewEntity): AdminReviewDto {
  const shown = toReviewDto(review);
  return {
    ...shown,
    reviewer: { ...shown.reviewer, name: review.reviewerName ?? '' },
    photo_url: photoUrlOf(review.photoId, ReviewsConstants.adminPhotoPathPrefix),
    status: review.status,
    proof: review.proof,
    email: review.reviewerEmail,
    moderated_at: review.moderatedAt?.toISOString() ?? null,
  };
}
