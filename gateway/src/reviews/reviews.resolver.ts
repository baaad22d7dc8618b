import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ReviewsConstants, type UserDto } from '@reto/contracts';
import { CurrentUser, Member } from '../auth/signed-in.guard.js';
import type { GraphQLContext } from '../graphql/graphql-context.js';
import { RequestId } from '../http/request-of.js';
import {
  AdminReviewOutput,
  ConfirmReviewResultOutput,
  ReviewPageOutput,
  SubmitReviewResultOutput,
  toAdminReviewOutput,
  toReviewPageOutput,
} from './dto/review.output.js';
import { MemberReviewInput, SubmitReviewInput } from './dto/submit-review.input.js';
import { ReviewsService, type AttachedPhoto } from './reviews.service.js';
import { Admin } from '../admin-auth/admin.guard.js';

/** The photo the form names: one uploaded first as multipart (a GraphQL body never carries a photo's bytes). */
const attachedPhoto = (uploadId: string | null | undefined): AttachedPhoto => (uploadId ? { uploadId } : null);

/** GraphQL twin of the reviews REST paths; same gateway-side functions. */
@Resolver()
export class ReviewsResolver {
  constructor(private readonly service: ReviewsService) {}

  @Query(() => ReviewPageOutput, {
    description: 'GET /api/reviews: published reviews, newest first, and the aggregate.',
  })
  async reviews(
    @RequestId() requestId: string,
    @Args('limit', { type: () => Int, nullable: true, defaultValue: ReviewsConstants.defaultPageSize })
    limit: number | null,
    @Args('offset', { type: () => Int, nullable: true, defaultValue: 0 }) offset: number | null,
  ) {
    return toReviewPageOutput(
      await this.service.list(requestId, { limit: limit ?? undefined, offset: offset ?? undefined }),
    );
  }

  @Mutation(() => SubmitReviewResultOutput, {
    description: 'POST /api/submit-review (the photo by the uploadId of POST /api/uploads/photos).',
  })
  async submitReview(@Args('input') input: SubmitReviewInput, @Context() { req }: GraphQLContext) {
    const { photoUploadId, ...fields } = input;
    const { id, status } = await this.service.submit(fields, attachedPhoto(photoUploadId), req);
    return { id, status };
  }

  @Member.Mutation(() => SubmitReviewResultOutput, {
    description: "POST /api/member/reviews: a signed-in member's review.",
  })
  async submitMemberReview(
    @Args('input') input: MemberReviewInput,
    @CurrentUser() member: UserDto,
    @Context() { req }: GraphQLContext,
  ) {
    const { photoUploadId, ...fields } = input;
    const { id, status } = await this.service.submitAsMember(fields, attachedPhoto(photoUploadId), member, req);
    return { id, status };
  }

  @Mutation(() => ConfirmReviewResultOutput, { description: 'POST /api/reviews/confirm: the mailed link opened.' })
  async confirmReview(@Args('token') token: string, @Context() { req }: GraphQLContext) {
    const { status, message } = await this.service.confirm({ token }, req);
    return { status, message };
  }

  @Admin.Query(() => [AdminReviewOutput], { description: 'GET /api/admin/reviews?status=pending|published|rejected' })
  async adminReviews(@RequestId() requestId: string, @Args('status') status: string) {
    return (await this.service.adminList(requestId, { status })).map(toAdminReviewOutput);
  }

  @Admin.Mutation(() => AdminReviewOutput, { description: 'POST /api/admin/reviews/{id}/approve' })
  async approveReview(
    @RequestId() requestId: string,
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() admin: UserDto,
  ) {
    return toAdminReviewOutput(await this.service.moderate(requestId, id, 'approve', admin));
  }

  @Admin.Mutation(() => AdminReviewOutput, { description: 'POST /api/admin/reviews/{id}/reject' })
  async rejectReview(
    @RequestId() requestId: string,
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() admin: UserDto,
  ) {
    return toAdminReviewOutput(await this.service.moderate(requestId, id, 'reject', admin));
  }
}
