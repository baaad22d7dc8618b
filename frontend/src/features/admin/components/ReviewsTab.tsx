import { useMutation, useQuery } from '@apollo/client/react';
import { Check, Star, X } from 'lucide-react';
import { useToast } from '../../../components/Toast';
import { AdminReviewsDocument, ApproveReviewDocument, RejectReviewDocument } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { formatDate, messageOf } from '../lib';
import { PanelState } from './PanelState';

const text = adminCopy.reviews;

/** Reseñas: reviews waiting for approval (DECISIONS.md 4), approved or rejected here. */
export function ReviewsTab() {
  const { showToast } = useToast();
  const { data, loading, error, refetch } = useQuery(AdminReviewsDocument, {
    variables: { status: 'pending' },
    fetchPolicy: 'network-only',
  });
  const [approve, approving] = useMutation(ApproveReviewDocument);
  const [reject, rejecting] = useMutation(RejectReviewDocument);
  const busy = approving.loading || rejecting.loading;

  if (loading || error || !data) return <PanelState loading={loading} error={error ? text.loadError : null} />;

  const moderate = async (id: string, decision: 'approve' | 'reject') => {
    try {
      await (decision === 'approve' ? approve : reject)({ variables: { id } });
      showToast({ title: decision === 'approve' ? text.approved : text.rejected });
      await refetch();
    } catch (failure) {
      showToast({ variant: 'destructive', title: text.error, description: messageOf(failure, '') });
    }
  };

  return (
    <section className="admin-section">
      {data.adminReviews.length === 0 ? <p className="admin-empty muted">{text.empty}</p> : null}
      <ul className="admin-reviews">
        {data.adminReviews.map((review) => (
          <li key={review.id} className="admin-card admin-review" data-testid="pending-review">
            <div className="admin-review__head">
              <div>
                <h3 className="admin-review__name">{review.reviewer.name}</h3>
                <p className="muted admin-review__email">
                  {review.email} · {formatDate(review.createdAt)}
                </p>
              </div>
              <span className="admin-review__stars" role="img" aria-label={text.stars(review.rating)}>
                {Array.from({ length: 5 }, (_, index) => (
                  <Star
                    key={index}
                    aria-hidden="true"
                    size={16}
                    fill={index < review.rating ? 'currentColor' : 'none'}
                  />
                ))}
              </span>
            </div>
            {review.title ? <p className="admin-review__title">{review.title}</p> : null}
            <p className="admin-review__body">{review.body}</p>
            {review.photoUrl ? (
              <img className="admin-review__photo" src={review.photoUrl} alt="" loading="lazy" />
            ) : null}
            <div className="admin-review__actions">
              <button
                type="button"
                className="btn btn--ghost"
                disabled={busy}
                onClick={() => void moderate(review.id, 'reject')}
              >
                <X aria-hidden="true" size={16} />
                {text.reject}
              </button>
              <button
                type="button"
                className="btn btn--primary"
                disabled={busy}
                onClick={() => void moderate(review.id, 'approve')}
              >
                <Check aria-hidden="true" size={16} />
                {text.approve}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
