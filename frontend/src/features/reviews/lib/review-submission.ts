import { answerOf } from './api-answer';

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
