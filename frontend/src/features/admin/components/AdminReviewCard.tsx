import { Check, EyeOff, Star, X } from 'lucide-react';
import type { AdminReviewsQuery } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { formatDate } from '../lib';
import { ReviewPhoto } from './ReviewPhoto';

const text = adminCopy.reviews;
type Proof = keyof typeof text.proof;
type Review = AdminReviewsQuery['adminReviews'][number];
export type Decision = 'approve' | 'reject';

/** A published review can be unpublished (a reject); any other approved or rejected. */
const actionsFor = (status: string) =>
  status === 'published'
    ? [{ decision: 'reject' as const, label: text.unpublish, Icon: EyeOff, primary: false }]
    : [
        { decision: 'reject' as const, label: text.reject, Icon: X, primary: false },
        { decision: 'approve' as const, label: text.approve, Icon: Check, primary: true },
      ];

interface AdminReviewCardProps {
  review: Review;
  /** A decision is being sent: no button works. */
  busy: boolean;
  /** "Despublicar" was pressed: it is asked before it is done. */
  confirming: boolean;
  onAskUnpublish: () => void;
  onCancel: () => void;
  onModerate: (decision: Decision) => void;
}

/** One review in Reseñas: who wrote it, when, its stars, how it proved a purchase, its words and photo, its decisions. */
export function AdminReviewCard({
  review,
  busy,
  confirming,
  onAskUnpublish,
  onCancel,
  onModerate,
}: AdminReviewCardProps) {
  return (
    <li className="admin-card admin-review" data-testid={`${review.status}-review`}>
      <div className="admin-review__head">
        <div>
          <h3 className="admin-review__name">{review.reviewer.name}</h3>
          <p className="muted admin-review__email">
            {review.email} · {formatDate(review.createdAt)}
          </p>
        </div>
        <span className="admin-review__stars" role="img" aria-label={text.stars(review.rating)}>
          {Array.from({ length: 5 }, (_, index) => (
            <Star key={index} aria-hidden="true" size={16} fill={index < review.rating ? 'currentColor' : 'none'} />
          ))}
        </span>
      </div>
      <span
        className={`admin-chip${review.reviewer.verifiedBuyer ? '' : ' admin-chip--muted'} admin-review__proof`}
        data-testid="review-proof"
      >
        {text.proof[review.proof as Proof] ?? review.proof}
      </span>
      {review.title ? <p className="admin-review__title">{review.title}</p> : null}
      <p className="admin-review__body">{review.body}</p>
      {review.photoUrl ? <ReviewPhoto url={review.photoUrl} reviewer={review.reviewer.name} /> : null}
      {confirming ? (
        <div className="admin-review__confirm" role="group" aria-label={text.unpublish}>
          <p>{text.unpublishQuestion}</p>
          <div className="admin-review__actions">
            <button type="button" className="btn btn--ghost" onClick={onCancel}>
              {text.cancel}
            </button>
            <button type="button" className="btn btn--danger" disabled={busy} onClick={() => onModerate('reject')}>
              <EyeOff aria-hidden="true" size={16} />
              {text.confirmUnpublish}
            </button>
          </div>
        </div>
      ) : (
        <div className="admin-review__actions">
          {actionsFor(review.status).map(({ decision, label, Icon, primary }) => (
            <button
              key={decision}
              type="button"
              className={`btn ${primary ? 'btn--primary' : 'btn--ghost'}`}
              disabled={busy}
              onClick={() => (review.status === 'published' ? onAskUnpublish() : onModerate(decision))}
            >
              <Icon aria-hidden="true" size={16} />
              {label}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
