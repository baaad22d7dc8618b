import { Inject, Injectable } from '@nestjs/common';
import {
  ConfirmReviewInputSchema,
  MemberReviewInputSchema,
  ModerationListQuerySchema,
  PhotoRequestSchema,
  ReviewIdSchema,
  ReviewListQuerySchema,
  ReviewsSubjects,
  SubmitReviewInputSchema,
  type AdminReviewDto,
  type ConfirmReviewResult,
  type ModerationDecision,
  type ReviewPageDto,
  type ReviewPhotoDto,
  type SubmitReviewResult,
  type UserDto,
} from '@reto/contracts';
import { RpcClient, validatePayload } from '@reto/platform';
import type { HttpRequest } from '../http/http.js';
import { clientIpOf } from '../auth/session-cookie.service.js';
import { visitorCountry } from '../pricing/visitor-country.js';
import { accountOf, RateLimitService } from '../rate-limit/rate-limit.service.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { GatewayErrors } from '../gateway.errors.js';
import { PhotoUploadsService } from '../uploads/photo-uploads.service.js';
import { PublishedReviewsCache } from './published-reviews.cache.js';

/** A review's photo: its bytes (the REST form's multipart part), or the id of its upload (POST /api/uploads/photos). */
export type AttachedPhoto = { bytes: Buffer } | { uploadId: string } | null;

/**
 * The gateway-side functions of reviews, shared by the REST controllers and the GraphQL resolver:
 * validation at the edge with the contracts' schemas, rate limits, the visitor's country (as for
 * prices), the photo through the uploads' claim check (PhotoUploadsService), then one NATS request.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limits: RateLimitService,
    private readonly uploads: PhotoUploadsService,
    private readonly published: PublishedReviewsCache,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  list(requestId: string, query: unknown): Promise<ReviewPageDto> {
    const page = validatePayload(ReviewListQuerySchema, query);
    return this.published.page(page, () => this.rpc.request(ReviewsSubjects.list, page, { requestId }));
  }

  /** A visitor's review; the photo (already read) travels to the reviews service by its key. */
  async submit(input: unknown, photo: AttachedPhoto, req: HttpRequest): Promise<SubmitReviewResult> {
    await this.limits.consume('review', { ip: clientIpOf(req) }, accountOf(input, 'email'));
    const fields = validatePayload(SubmitReviewInputSchema, input);
    return this.send(ReviewsSubjects.submit, fields, photo, req);
  }

  /** A signed-in member's review: the account (and its verified address) from the session, never from the client. */
  async submitAsMember(
    input: unknown,
    photo: AttachedPhoto,
    member: UserDto,
    req: HttpRequest,
  ): Promise<SubmitReviewResult> {
    await this.limits.consume('review', { ip: clientIpOf(req) }, member.email);
    const fields = validatePayload(MemberReviewInputSchema, input);
    const account = { userId: member.id, email: member.email, emailVerified: member.emailVerified };
    return this.send(ReviewsSubjects.submitAsMember, { ...fields, member: account }, photo, req);
  }

  /** The link mailed to a buyer's address, opened. */
  async confirm(input: unknown, req: HttpRequest): Promise<ConfirmReviewResult> {
    await this.limits.consume('review', { ip: clientIpOf(req) });
    return this.rpc.request(ReviewsSubjects.confirm, validatePayload(ConfirmReviewInputSchema, input), {
      requestId: req.id,
    });
  }

  /** Sends a review with its photo's claim-check key and the visitor's country (as for prices). */
  private async send(
    subject: string,
    fields: object,
    photo: AttachedPhoto,
    req: HttpRequest,
  ): Promise<SubmitReviewResult> {
    const photoKey = photo && 'uploadId' in photo ? photo.uploadId : await this.uploads.keep(photo?.bytes ?? null);
    const country = visitorCountry(req, {
      proxies: this.config.TRUSTED_PROXY_IPS,
      production: this.config.NODE_ENV === 'production',
    });
    // A photo is re-encoded by the reviews service (sharp): more than an ordinary request's wait.
    const wait = photoKey ? this.config.REVIEW_SUBMIT_TIMEOUT_MS : undefined;
    return this.rpc.request(subject, { ...fields, photoKey, country }, { requestId: req.id, timeoutMs: wait });
  }

  /** A published review's photo; `anyStatus` for the admin. */
  async photo(requestId: string, photoId: string, anyStatus = false): Promise<ReviewPhotoDto> {
    const query = PhotoRequestSchema.safeParse({ photoId, anyStatus });
    if (!query.success) throw GatewayErrors.photoNotFound();
    return this.rpc.request(ReviewsSubjects.photo, query.data, { requestId });
  }

  adminList(requestId: string, query: unknown): Promise<AdminReviewDto[]> {
    return this.rpc.request(ReviewsSubjects.listForModeration, validatePayload(ModerationListQuerySchema, query), {
      requestId,
    });
  }

  /** The acting admin comes from the session AdminGuard checked, never from the client. */
  moderate(
    requestId: string,
    reviewId: unknown,
    decision: ModerationDecision,
    admin: UserDto,
  ): Promise<AdminReviewDto> {
    return this.rpc.request(
      ReviewsSubjects.moderate,
      {
        reviewId: validatePayload(ReviewIdSchema, reviewId),
        decision,
        actor: { id: admin.id, username: admin.username },
        requestId,
      },
      { requestId },
    );
  }
}
