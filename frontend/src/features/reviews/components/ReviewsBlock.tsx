import { useCallback } from 'react';
import { reviewsCopy } from '../../landing/landing.copy';
import { useReviews } from '../hooks/useReviews';
import type { ReviewAggregate, ReviewStatus } from '../lib/reviews-api';
import { ReviewCard } from './ReviewCard';
import { ReviewForm } from './ReviewForm';
import { ReviewSummary } from './ReviewSummary';

/** The customer reviews block (spec 1 "Reviews block"): summary, the first 6 reviews with a toggle, the form. */
export function ReviewsBlock({ initialAggregate }: { initialAggregate: ReviewAggregate | null }) {
  const { status, reviews, aggregate, hasMore, expanded, toggle, reload } = useReviews(initialAggregate);
  const onSubmitted = useCallback(
    (result: ReviewStatus) => {
      if (result === 'published') reload();
    },
    [reload],
  );

  return (
    <section className="landing-section reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="landing-section__title">
        {reviewsCopy.title}
      </h2>
      {aggregate ? <ReviewSummary aggregate={aggregate} /> : null}
      <ReviewForm onSubmitted={onSubmitted} />
      {status === 'loading' ? (
        <p className="muted" role="status">
          {reviewsCopy.loading}
        </p>
      ) : null}
      {status === 'error' ? <p className="muted">{reviewsCopy.loadError}</p> : null}
      {status === 'ready' && reviews.length === 0 ? <p className="muted">{reviewsCopy.empty}</p> : null}
      <ul className="reviews__list" id="reviews-list">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <button
          type="button"
          className="btn btn--ghost reviews__toggle"
          aria-expanded={expanded}
          aria-controls="reviews-list"
          onClick={toggle}
        >
          {expanded ? reviewsCopy.showFewer : reviewsCopy.showAll}
        </button>
      ) : null}
    </section>
  );
}
