import { z } from 'zod';
import { PhotoConstants, PhotoMessages, UploadKeySchema } from './photos.js';

/** The subjects of the reviews service: its requests (`reviews.<entity>.<verb>`) and its events. */
export const ReviewsSubjects = {
  /** The published reviews, newest first, with the aggregate (public). */
  list: 'reviews.review.list',
  /**
   * A visitor's review: answered the same for every address ("received"); whether the address is a
   * buyer's (a confirmation link is mailed) or not (it waits for the admin) is decided in the background.
   */
  submit: 'reviews.review.submit',
  /** A signed-in member's review: carries their account, published at once with the badge when they bought. */
  submitAsMember: 'reviews.review.submit-as-member',
  /** The mailed link opened: publishes the review as a verified buyer's (single-use, expiring). */
  confirm: 'reviews.review.confirm',
  /** The aggregate of every published rating (Redis-cached). */
  aggregate: 'reviews.aggregate.get',
  /** The admin's list by status (answers include the reviewer's e-mail). */
  listForModeration: 'reviews.review.list-for-moderation',
  /** Approve or reject a review; writes `reviews.review.moderated.v1` in the same transaction. */
  moderate: 'reviews.review.moderate',
  /** A stored photo's bytes (re-encoded WebP, well under a NATS message). */
  photo: 'reviews.photo.get',
  /** Published on core NATS (no reply, no JetStream) to every gateway replica. */
  broadcasts: {
    /** The published reviews changed (one published, unpublished, its badge given or taken): the public list is asked anew. */
    publishedChanged: 'reviews.published.changed',
  },
  /** Events the reviews service publishes (through its outbox, to JetStream). */
  events: {
    /** reviews → admin: a moderation decision, for the audit log. */
    reviewModerated: 'reviews.review.moderated.v1',
    /** reviews → reviews: a visitor's review to prove (or to queue for the admin), out of the caller's sight. */
    reviewSubmitted: 'reviews.review.submitted.v1',
    /** reviews → admin (insights): a written review as it now stands (rating, edition, badge, public); no personal data. */
    reviewState: 'reviews.review.state.v1',
  },
} as const;

/** The numbers of reviews (spec 1 "Reviews block", DECISIONS.md 3 "Uploads"). */
export const ReviewsConstants = {
  /** The landing shows the first 6 reviews. */
  defaultPageSize: 6,
  maxPageSize: 100,
  /** A photo as uploaded, stored and accepted: the same for every photo (photos.ts). */
  maxPhotoBytes: PhotoConstants.maxBytes,
  maxPhotoPixels: PhotoConstants.maxPixels,
  maxStoredPhotoBytes: PhotoConstants.maxStoredBytes,
  photoMimeTypes: PhotoConstants.mimeTypes,
  /** Where the gateway serves a stored photo. */
  photoPathPrefix: '/api/reviews/photos/',
  /** Where the admin sees any review's photo (pending ones included). */
  adminPhotoPathPrefix: '/api/admin/reviews/photos/',
  titleMaxLength: 120,
  bodyMaxLength: 3000,
  nameMaxLength: 80,
  /** Reviews of one address waiting (for its link or for the admin) before another is refused. */
  maxWaitingPerAddress: 3,
  /** How long the mailed confirmation link works. */
  confirmationTtlHours: 48,
} as const;

/**
 * `unconfirmed`: a visitor's review being proved (its link mailed to a buyer's address), listed
 * nowhere; `pending`: waits for the admin; `replaced`: the buyer wrote a newer one for the same purchase.
 */
export const REVIEW_STATUSES = ['unconfirmed', 'pending', 'published', 'rejected', 'replaced'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/**
 * How a review proved its writer bought (the admin sees it; only the first three carry the badge):
 * `member` signed in to an account with a payment, `link` opened the link mailed to a buyer's address,
 * `email` typed a buyer's address before proof existed (kept, cannot be re-proved), `sample` one of
 * the landing's sample reviews, `none` no proof.
 */
export const REVIEW_PROOFS = ['member', 'link', 'email', 'sample', 'none'] as const;
export type ReviewProof = (typeof REVIEW_PROOFS)[number];
export const MODERATION_DECISIONS = ['approve', 'reject'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/** The Spanish messages of the review form (spec 1 section 5) and of the reviews service's refusals. */
export const ReviewsMessages = {
  ratingInvalid: 'La calificación debe ser un número entero del 1 al 5',
  titleTooLong: `El título no puede superar los ${ReviewsConstants.titleMaxLength} caracteres`,
  bodyRequired: 'Cuéntanos tu experiencia',
  bodyTooLong: `Tu experiencia no puede superar los ${ReviewsConstants.bodyMaxLength} caracteres`,
  nameRequired: 'El nombre es requerido',
  nameTooLong: `El nombre no puede superar los ${ReviewsConstants.nameMaxLength} caracteres`,
  emailRequired: 'El email es requerido',
  emailInvalid: 'Ingresa un email válido',
  photoTooLarge: PhotoMessages.tooLarge,
  photoTypeRefused: PhotoMessages.typeRefused,
  photoTooDetailed: PhotoMessages.tooDetailed,
  photoUnreadable: PhotoMessages.unreadable,
  photoExpired: PhotoMessages.expired,
  photoNotFound: PhotoMessages.notFound,
  photoOnlyOne: PhotoMessages.onlyOne,
  limitInvalid: `El límite debe ser un número entero entre 1 y ${ReviewsConstants.maxPageSize}`,
  offsetInvalid: 'El desplazamiento debe ser un número entero mayor o igual a 0',
  statusInvalid: `El estado debe ser uno de: ${REVIEW_STATUSES.join(', ')}`,
  tooManyWaiting:
    'Ya tienes reseñas esperando confirmación o revisión. Abre el enlace que te enviamos o espera a que Emilio las revise antes de enviar otra.',
  confirmationInvalid:
    'Este enlace para confirmar tu reseña no es válido. Envía tu reseña de nuevo desde la página del reto.',
  confirmationUsed: 'Este enlace ya se usó: tu reseña ya estaba confirmada.',
  confirmationExpired: 'Este enlace ha caducado. Envía tu reseña de nuevo y te mandaremos otro.',
  confirmedPublished: '¡Gracias! Tu reseña ya está publicada con la insignia de compra verificada.',
  confirmedPending: 'Gracias por confirmar tu email. Tu reseña se publicará cuando Emilio la revise.',
  reviewNotFound: 'Reseña no encontrada',
  reviewIdInvalid: 'Identificador de reseña inválido',
} as const;

/** Text from a form: trimmed and bounded (a NUL character is refused before, by `parseWith`). */
const text = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, required).max(max, tooLong));

/** A whole number from JSON, or its text from a form or a query string. */
const wholeNumber = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message),
  );

/** `POST /api/submit-review` (JSON or multipart fields) and `submitReview`: spec 1 section 5. */
export const SubmitReviewInputSchema = z.object({
  rating: wholeNumber(ReviewsMessages.ratingInvalid).pipe(
    z.number().min(1, ReviewsMessages.ratingInvalid).max(5, ReviewsMessages.ratingInvalid),
  ),
  title: z
    .string({ error: ReviewsMessages.titleTooLong })
    .transform((value) => value.trim())
    .pipe(z.string().max(ReviewsConstants.titleMaxLength, ReviewsMessages.titleTooLong))
    .nullish()
    .transform((value) => value || null),
  body: text(ReviewsMessages.bodyRequired, ReviewsConstants.bodyMaxLength, ReviewsMessages.bodyTooLong),
  name: text(ReviewsMessages.nameRequired, ReviewsConstants.nameMaxLength, ReviewsMessages.nameTooLong),
  email: z
    .string({ error: ReviewsMessages.emailRequired })
    .trim()
    .toLowerCase()
    .pipe(
      z
        .string()
        .min(1, ReviewsMessages.emailRequired)
        .pipe(z.email({ error: ReviewsMessages.emailInvalid }).max(254, ReviewsMessages.emailInvalid)),
    ),
});
export type SubmitReviewInput = z.input<typeof SubmitReviewInputSchema>;
export type SubmitReviewFields = z.output<typeof SubmitReviewInputSchema>;

/** What the gateway sends the reviews service: the validated fields, the photo's key, the visitor's country. */
export const SubmitReviewCommandSchema = SubmitReviewInputSchema.extend({
  photoKey: UploadKeySchema.nullish().transform((value) => value ?? null),
  /** ISO 3166-1 alpha-2, as the gateway decided it for prices; null when unknown. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullish()
    .transform((value) => value ?? null),
});
export type SubmitReviewCommand = z.input<typeof SubmitReviewCommandSchema>;
export type ValidSubmitReviewCommand = z.output<typeof SubmitReviewCommandSchema>;

/**
 * What a review's writer is told: `received` for every visitor (the same for a buyer's address and
 * a stranger's: proof comes by mail); a member learns whether theirs is `published` or `pending`.
 */
export interface SubmitReviewResult {
  success: true;
  id: string;
  status: 'received' | 'published' | 'pending';
}

/** The member's own review: the form's fields without the e-mail (the account's is used). */
export const MemberReviewInputSchema = SubmitReviewInputSchema.omit({ email: true });
export type MemberReviewInput = z.input<typeof MemberReviewInputSchema>;

/** The account writing, as the gateway's session resolved it (never from the client). */
export const ReviewingMemberSchema = z.object({
  userId: z.number().int().positive(),
  email: z.email(),
  emailVerified: z.boolean(),
});

/** What the gateway sends for a member's review. */
export const SubmitMemberReviewCommandSchema = MemberReviewInputSchema.extend({
  member: ReviewingMemberSchema,
  photoKey: SubmitReviewCommandSchema.shape.photoKey,
  country: SubmitReviewCommandSchema.shape.country,
});
export type SubmitMemberReviewCommand = z.input<typeof SubmitMemberReviewCommandSchema>;
export type ValidSubmitMemberReviewCommand = z.output<typeof SubmitMemberReviewCommandSchema>;

/** `POST /api/reviews/confirm` and `confirmReview`: the token of the mailed link. */
export const ConfirmReviewInputSchema = z.object({
  token: z
    .string({ error: ReviewsMessages.confirmationInvalid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, ReviewsMessages.confirmationInvalid),
});

export interface ConfirmReviewResult {
  success: true;
  status: 'published' | 'pending';
  message: string;
}

/** `reviews.review.submitted.v1`: which visitor's review to prove. */
export const ReviewSubmittedEventSchema = z.object({ reviewId: z.uuid() });
export type ReviewSubmittedEvent = z.output<typeof ReviewSubmittedEventSchema>;

/**
 * A written review as it now stands, published with each change of its status or badge: its id,
 * rating, the edition running when it was written, whether it shows "Compra verificada", whether
 * it is public, and when it changed (the latest wins, so any order ends the same). Nothing about
 * the reviewer: no name, address, title or text.
 */
export const ReviewStateEventSchema = z.strictObject({
  reviewId: z.uuid(),
  rating: z.number().int().min(1).max(5),
  edition: z.number().int().positive(),
  verified: z.boolean(),
  published: z.boolean(),
  changedAt: z.iso.datetime(),
});
export type ReviewStateEvent = z.output<typeof ReviewStateEventSchema>;

/** `GET /api/reviews?limit=&offset=` and `reviews(limit, offset)`. */
export const ReviewListQuerySchema = z.object({
  limit: wholeNumber(ReviewsMessages.limitInvalid)
    .pipe(
      z.number().min(1, ReviewsMessages.limitInvalid).max(ReviewsConstants.maxPageSize, ReviewsMessages.limitInvalid),
    )
    .default(ReviewsConstants.defaultPageSize),
  offset: wholeNumber(ReviewsMessages.offsetInvalid)
    .pipe(z.number().min(0, ReviewsMessages.offsetInvalid).max(1_000_000, ReviewsMessages.offsetInvalid))
    .default(0),
});
export type ReviewListQuery = z.input<typeof ReviewListQuerySchema>;

/** A published review as the public sees it (spec 1 section 3): never the reviewer's e-mail. */
export interface ReviewDto {
  id: string;
  rating: number;
  title: string | null;
  body: string;
  created_at: string;
  photo_url: string | null;
  reviewer: {
    name: string;
    verified_buyer: boolean;
    location: { region: string | null; country: string | null };
  };
}

/** Keys "1" to "5": how many published ratings have that many stars. */
export type RatingDistribution = Record<'1' | '2' | '3' | '4' | '5', number>;

/** Computed from every published rating (reviews and rating-only legacy ratings). */
export interface ReviewAggregateDto {
  /** Rounded to 2 decimals. */
  average_score: number;
  reviews_count: number;
  rating_distribution: RatingDistribution;
}

/** The answer of `reviews.review.list`; REST answers `{ reviews, aggregate }`, GraphQL adds `total`. */
export interface ReviewPageDto {
  reviews: ReviewDto[];
  /** How many reviews are listed in all (published, with text). */
  total: number;
  aggregate: ReviewAggregateDto;
}

/** The admin's view of a review: its status and the reviewer's e-mail too. */
export interface AdminReviewDto extends ReviewDto {
  status: ReviewStatus;
  /** How the writer proved they bought (the trainer sees why a review has the badge). */
  proof: ReviewProof;
  /** Null for the sample reviews (imported without one). */
  email: string | null;
  moderated_at: string | null;
}

export const ModerationListQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: ReviewsMessages.statusInvalid }),
});

export const ReviewIdSchema = z.uuid({ error: ReviewsMessages.reviewIdInvalid });

/** The acting administrator, as the gateway's AdminGuard resolved them (never from the client). */
export const ModerationActorSchema = z.object({
  id: z.number().int().positive(),
  username: z.string().min(1).max(100),
});
export type ModerationActor = z.output<typeof ModerationActorSchema>;

export const ModerateReviewCommandSchema = z.object({
  reviewId: ReviewIdSchema,
  decision: z.enum(MODERATION_DECISIONS),
  actor: ModerationActorSchema,
  requestId: z.string().min(1).max(100),
});
export type ModerateReviewCommand = z.input<typeof ModerateReviewCommandSchema>;

export const PhotoRequestSchema = z.object({
  photoId: z.uuid({ error: ReviewsMessages.photoNotFound }),
  /** The admin's view: a pending or rejected review's photo too. */
  anyStatus: z.boolean().default(false),
});

/** A stored photo: its bytes in base64 (they fit one NATS reply: see maxStoredPhotoBytes). */
export interface ReviewPhotoDto {
  contentType: string;
  dataBase64: string;
}

const ReviewStateSchema = z.object({ status: z.enum(REVIEW_STATUSES) });

/** `reviews.review.moderated.v1`: who changed which review from what to what, and when. */
export const ReviewModeratedEventSchema = z.object({
  reviewId: z.uuid(),
  /** Who wrote it and what it is called, so the audit log names the review (absent in older events). */
  reviewer: z.string().nullish(),
  title: z.string().nullish(),
  before: ReviewStateSchema,
  after: ReviewStateSchema,
  actor: ModerationActorSchema,
  requestId: z.string(),
  at: z.iso.datetime(),
});
export type ReviewModeratedEvent = z.output<typeof ReviewModeratedEventSchema>;
