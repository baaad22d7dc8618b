import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import type { AdminReviewDto, ReviewAggregateDto, ReviewDto, ReviewPageDto } from '@reto/contracts';

@ObjectType('ReviewLocation')
export class ReviewLocationOutput {
  @Field(() => String, { nullable: true }) region!: string | null;
  @Field(() => String, { nullable: true }) country!: string | null;
}

@ObjectType('Reviewer')
export class ReviewerOutput {
  @Field() name!: string;
  @Field() verifiedBuyer!: boolean;
  @Field(() => ReviewLocationOutput, { nullable: true }) location!: ReviewLocationOutput | null;
}

@ObjectType('Review', { description: 'A published review (GET /api/reviews). Never carries the e-mail.' })
export class ReviewOutput {
  @Field(() => ID) id!: string;
  @Field(() => Int) rating!: number;
  @Field(() => String, { nullable: true }) title!: string | null;
  @Field({ description: 'Plain text: show it as text, never as HTML.' }) body!: string;
  @Field({ description: 'ISO 8601.' }) createdAt!: string;
  @Field(() => String, { nullable: true, description: 'Same-origin path of the re-encoded photo.' })
  photoUrl!: string | null;
  @Field(() => ReviewerOutput) reviewer!: ReviewerOutput;
}

@ObjectType('RatingCount')
export class RatingCountOutput {
  @Field(() => Int) stars!: number;
  @Field(() => Int) count!: number;
}

@ObjectType('ReviewAggregate')
export class ReviewAggregateOutput {
  @Field(() => Float, { description: 'Average of every published rating, rounded to 2 decimals.' })
  averageScore!: number;
  @Field(() => Int) reviewsCount!: number;
  @Field(() => [RatingCountOutput], { description: 'Listed 5 stars to 1.' }) ratingDistribution!: RatingCountOutput[];
}

@ObjectType('ReviewPage')
export class ReviewPageOutput {
  @Field(() => [ReviewOutput]) reviews!: ReviewOutput[];
  @Field(() => Int, { description: 'How many reviews are listed in all.' }) total!: number;
  @Field(() => ReviewAggregateOutput) aggregate!: ReviewAggregateOutput;
}

@ObjectType('SubmitReviewResult')
export class SubmitReviewResultOutput {
  @Field(() => ID) id!: string;
  @Field({
    description:
      '"received" for a visitor (the same for every address: a buyer\'s gets a link by mail); for a member "published" (verified buyer) or "pending" (waits for the admin).',
  })
  status!: string;
}

@ObjectType('ConfirmReviewResult')
export class ConfirmReviewResultOutput {
  @Field({ description: '"published" with the badge, or "pending" (no longer a buyer: waits for the admin).' })
  status!: string;
  @Field() message!: string;
}

@ObjectType('AdminReview', { description: "A review as the admin sees it: with its status and the reviewer's e-mail." })
export class AdminReviewOutput extends ReviewOutput {
  @Field({ description: 'unconfirmed | pending | published | rejected | replaced' }) status!: string;
  @Field({ description: 'How the writer proved they bought: member | link | email | sample | none' }) proof!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true }) moderatedAt!: string | null;
}

const STARS = [5, 4, 3, 2, 1] as const;

export const toReviewOutput = (review: ReviewDto): ReviewOutput => ({
  id: review.id,
  rating: review.rating,
  title: review.title,
  body: review.body,
  createdAt: review.created_at,
  photoUrl: review.photo_url,
  reviewer: {
    name: review.reviewer.name,
    verifiedBuyer: review.reviewer.verified_buyer,
    location: review.reviewer.location,
  },
});

export const toAggregateOutput = (aggregate: ReviewAggregateDto): ReviewAggregateOutput => ({
  averageScore: aggregate.average_score,
  reviewsCount: aggregate.reviews_count,
  ratingDistribution: STARS.map((stars) => ({ stars, count: aggregate.rating_distribution[`${stars}`] })),
});

export const toReviewPageOutput = (page: ReviewPageDto): ReviewPageOutput => ({
  reviews: page.reviews.map(toReviewOutput),
  total: page.total,
  aggregate: toAggregateOutput(page.aggregate),
});

export const toAdminReviewOutput = (review: AdminReviewDto): AdminReviewOutput => ({
  ...toReviewOutput(review),
  status: review.status,
  proof: review.proof,
  email: review.email,
  moderatedAt: review.moderated_at,
});
