import { BadgeCheck, MapPin } from 'lucide-react';
import { reviewsCopy } from '../../landing/landing.copy';
import type { Review } from '../lib/reviews-api';
import { StarRating } from './StarRating';

const formatDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
};

/** One review: rating, title, body (as text, never HTML), date, name, verified badge, location, photo. */
export function ReviewCard({ review }: { review: Review }) {
  const { reviewer } = review;
  const location = [reviewer.location?.region, reviewer.location?.country].filter(Boolean).join(', ');
  return (
    <article className="review-card">
      <header className="review-card__head">
        <StarRating rating={review.rating} />
        <time dateTime={review.createdAt} className="review-card__date">
          {formatDate(review.createdAt)}
        </time>
      </header>
      {review.title ? <h3 className="review-card__title">{review.title}</h3> : null}
      <p className="review-card__body">{review.body}</p>
      {review.photoUrl ? (
        <img
          className="review-card__photo"
          src={review.photoUrl}
          alt={reviewsCopy.reviewPhoto(reviewer.name)}
          width={160}
          height={160}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <footer className="review-card__author">
        <strong>{reviewer.name}</strong>
        {reviewer.verifiedBuyer ? (
          <span className="review-card__verified">
            <BadgeCheck size={16} aria-hidden="true" /> {reviewsCopy.verified}
          </span>
        ) : null}
        {location ? (
          <span className="review-card__location">
            <MapPin size={14} aria-hidden="true" /> {location}
          </span>
        ) : null}
      </footer>
    </article>
  );
}
