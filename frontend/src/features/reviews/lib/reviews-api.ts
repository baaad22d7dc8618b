import type { LandingAggregate } from '@reto/contracts/landing';

/** One published review as the landing shows it (the reviewer's e-mail is never public). */
export interface Review {
  id: string;
  rating: number;
  title: string | null;
  body: string;
  createdAt: string;
  photoUrl: string | null;
  reviewer: {
    name: string;
    verifiedBuyer: boolean;
    location: { region: string | null; country: string | null } | null;
  };
}

export interface RatingCount {
  stars: number;
  count: number;
}

export interface ReviewAggregate {
  averageScore: number;
  reviewsCount: number;
  /** Listed from 5 stars down to 1. */
  ratingDistribution: RatingCount[];
}

export interface ReviewPage {
  reviews: Review[];
  /** How many reviews can be listed, when the server says. */
  total: number | null;
  aggregate: ReviewAggregate;
}

/** The aggregate as `GET /api/reviews` (and the server-rendered landing data) carry it. */
export type RestAggregate = LandingAggregate;

interface RestReview {
  id: string | number;
  rating: number;
  title?: string | null;
  body: string;
  created_at: string;
  photo_url?: string | null;
  reviewer: {
    name: string;
    verified_buyer: boolean;
    location?: { region?: string | null; country?: string | null } | null;
  };
}

const STARS = [5, 4, 3, 2, 1] as const;

export const toAggregate = (rest: RestAggregate): ReviewAggregate => ({
  averageScore: Number(rest.average_score),
  reviewsCount: Number(rest.reviews_count),
  ratingDistribution: STARS.map((stars) => ({ stars, count: Number(rest.rating_distribution[String(stars)] ?? 0) })),
});

const toReview = (rest: RestReview): Review => ({
  id: String(rest.id),
  rating: rest.rating,
  title: rest.title ?? null,
  body: rest.body,
  createdAt: rest.created_at,
  photoUrl: rest.photo_url ?? null,
  reviewer: {
    name: rest.reviewer.name,
    verifiedBuyer: rest.reviewer.verified_buyer,
    location: rest.reviewer.location
      ? { region: rest.reviewer.location.region ?? null, country: rest.reviewer.location.country ?? null }
      : null,
  },
});

/** A refused call: its HTTP status and the server's (Spanish) message. */
export class ReviewsApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ReviewsApiError';
  }
}

async function answerOf<T>(res: Response): Promise<T> {
  if (!res.ok) {
    const text = await res.text();
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      // not JSON: keep the text
    }
    throw new ReviewsApiError(res.status, message);
  }
  return (await res.json()) as T;
}

/** `GET /api/reviews?limit=&offset=`: newest first, with the aggregate of every stored rating. */
export async function fetchReviews(limit: number, offset = 0, fetchImpl: typeof fetch = fetch): Promise<ReviewPage> {
  const res = await fetchImpl(`/api/reviews?limit=${String(limit)}&offset=${String(offset)}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  const page = await answerOf<{ reviews: RestReview[]; total?: number; aggregate: RestAggregate }>(res);
  return {
    reviews: page.reviews.map(toReview),
    total: typeof page.total === 'number' ? page.total : null,
    aggregate: toAggregate(page.aggregate),
  };
}

export interface ReviewSubmission {
  rating: number;
  title: string;
  body: string;
  name: string;
  /** The visitor's address; empty for a member (their account's is used). */
  email: string;
  photo: File | null;
}

/**
 * `received`: a visitor's review, the same answer for every address (a buyer's gets a link by mail);
 * a member learns whether theirs is `published` (with the badge) or `pending` (waits for the admin).
 */
export type ReviewStatus = 'received' | 'published' | 'pending';
const STATUSES: readonly ReviewStatus[] = ['received', 'published', 'pending'];

function reviewForm(review: ReviewSubmission): FormData {
  const form = new FormData();
  form.set('rating', String(review.rating));
  if (review.title) form.set('title', review.title);
  form.set('body', review.body);
  form.set('name', review.name);
  if (review.email) form.set('email', review.email);
  if (review.photo) form.set('photo', review.photo, review.photo.name);
  return form;
}

async function postReview(path: string, review: ReviewSubmission, fetchImpl: typeof fetch) {
  const res = await fetchImpl(path, { method: 'POST', credentials: 'same-origin', body: reviewForm(review) });
  const answer = await answerOf<{ id: string | number; status: ReviewStatus }>(res);
  return { id: String(answer.id), status: STATUSES.includes(answer.status) ? answer.status : 'received' };
}

/** `POST /api/submit-review` as multipart (the photo, when there is one, travels as `photo`). */
export function submitReview(
  review: ReviewSubmission,
  fetchImpl: typeof fetch = fetch,
): Promise<{ id: string; status: ReviewStatus }> {
  return postReview('/api/submit-review', review, fetchImpl);
}

/** `POST /api/member/reviews`: the signed-in member's review (the account proves the purchase). */
export function submitMemberReview(
  review: ReviewSubmission,
  fetchImpl: typeof fetch = fetch,
): Promise<{ id: string; status: ReviewStatus }> {
  return postReview('/api/member/reviews', review, fetchImpl);
}

/** `POST /api/reviews/confirm`: the link mailed to a buyer's address, opened. */
export async function confirmReview(
  token: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ status: 'published' | 'pending'; message: string }> {
  const res = await fetchImpl('/api/reviews/confirm', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ token }),
  });
  return answerOf(res);
}
