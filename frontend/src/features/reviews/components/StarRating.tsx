import { Star } from 'lucide-react';
import { reviewsCopy } from '../../landing/landing.copy';

/** A rating shown as five stars, read out as "n de 5 estrellas". */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }) {
  return (
    <span className="stars" role="img" aria-label={reviewsCopy.starsOf(rating)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          size={size}
          aria-hidden="true"
          className={star <= rating ? 'stars__on' : 'stars__off'}
          fill="currentColor"
          strokeWidth={0}
        />
      ))}
    </span>
  );
}
