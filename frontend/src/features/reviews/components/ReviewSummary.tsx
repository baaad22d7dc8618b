import { reviewsCopy } from '../../landing/landing.copy';
import type { ReviewAggregate } from '../lib/reviews-api';
import { StarRating } from './StarRating';

/** The average with 2 decimals, the count, and one bar per star level from 5 to 1. */
export function ReviewSummary({ aggregate }: { aggregate: ReviewAggregate }) {
  const score = aggregate.averageScore.toFixed(2);
  return (
    <div className="review-summary">
      <div className="review-summary__score">
        <p className="review-summary__average" data-testid="reviews-average">
          {score}
        </p>
        <StarRating rating={Math.round(aggregate.averageScore)} size={20} />
        <p className="review-summary__count" data-testid="reviews-count">
          {reviewsCopy.count(aggregate.reviewsCount)}
        </p>
      </div>
      <ul className="review-summary__bars">
        {aggregate.ratingDistribution.map(({ stars, count }) => {
          const share = aggregate.reviewsCount ? (count / aggregate.reviewsCount) * 100 : 0;
          return (
            <li key={stars} className="review-bar" aria-label={reviewsCopy.bar(stars, count)}>
              <span aria-hidden="true">{stars} ★</span>
              <span className="review-bar__track" aria-hidden="true">
                <span className="review-bar__fill" style={{ width: `${share.toFixed(1)}%` }} />
              </span>
              <span aria-hidden="true" className="review-bar__count">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
