import { MessageSquareHeart } from 'lucide-react';
import { reviewsCopy } from '../../landing/landing.copy';
import { submitMemberReview } from '../lib/reviews-api';
import { ReviewForm } from './ReviewForm';

/**
 * "Deja tu reseña" in the member area: the review carries the signed-in account, so a member who
 * bought publishes it at once with the badge (no e-mail step); a newer one replaces the older.
 */
export function MemberReviewCard({ name }: { name: string }) {
  return (
    <section className="card member-review" aria-labelledby="member-review-title" data-testid="member-review">
      <h2 id="member-review-title" className="member-review__title">
        <MessageSquareHeart size={22} aria-hidden="true" className="accent" />
        {reviewsCopy.memberTitle}
      </h2>
      <p className="muted">{reviewsCopy.memberIntro}</p>
      <p className="muted member-review__note">{reviewsCopy.memberReplaces}</p>
      <ReviewForm member={{ name }} submit={submitMemberReview} openLabel={reviewsCopy.memberWrite} />
    </section>
  );
}
