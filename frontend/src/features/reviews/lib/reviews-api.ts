import { answerOf } from './api-answer';
import { toAggregate, toReview, type RestAggregate, type RestReview, type ReviewPage } from './review-model';

export { ReviewsApiError } from './api-answer';
export * from './review-model';
export * from './review-submission';

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
