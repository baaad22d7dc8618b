import { useMutation, useQuery } from '@apollo/client/react';
import { Check, EyeOff, Star, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '../../../components/Toast';
import { AdminReviewsDocument, ApproveReviewDocument, RejectReviewDocument } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { formatDate, messageOf } from '../lib';
import { PanelState } from './PanelState';

const text = adminCopy.reviews;
type Filter = keyof typeof text.filters;
const FILTERS = Object.keys(text.filters) as Filter[];
type Proof = keyof typeof text.proof;

/** A published review can be unpublished (a reject); any other approved or rejected. */
const actionsFor = (status: string) =>
  status === 'published'
    ? [{ decision: 'reject' as const, label: text.unpublish, Icon: EyeOff, primary: false }]
    : [
        { decision: 'reject' as const, label: text.reject, Icon: X, primary: false },
        { decision: 'approve' as const, label: text.approve, Icon: Check, primary: true },
      ];

/**
 * Reseñas: the reviews waiting for approval (DECISIONS.md 4), the published ones and the ones whose
 * writer has not opened their link yet; each says how it proved its writer bought. A pending or
 * unconfirmed review is approved or rejected; a published one can be unpublished (audited as well).
 */
export function ReviewsTab() {
  const { showToast } = useToast();
  const [filter, setFilter] = useState<Filter>('pending');
  // The published review whose "Despublicar" was pressed (asked before it is done), and the last
  // one unpublished (the notice that can undo it).
  const [confirming, setConfirming] = useState<string | null>(null);
  const [unpublished, setUnpublished] = useState<{ id: string; name: string } | null>(null);
  const { data, loading, error, refetch } = useQuery(AdminReviewsDocument, {
    variables: { status: filter },
    fetchPolicy: 'network-only',
  });
  const [approve, approving] = useMutation(ApproveReviewDocument);
  const [reject, rejecting] = useMutation(RejectReviewDocument);
  const busy = approving.loading || rejecting.loading;

  const moderate = async (id: string, decision: 'approve' | 'reject', name: string) => {
    try {
      await (decision === 'approve' ? approve : reject)({ variables: { id } });
      const unpublishing = decision === 'reject' && filter === 'published';
      const done = decision === 'approve' ? text.approved : unpublishing ? text.unpublished : text.rejected;
      setConfirming(null);
      setUnpublished(unpublishing ? { id, name } : null);
      if (!unpublishing) showToast({ title: done });
      await refetch();
    } catch (failure) {
      showToast({ variant: 'destructive', title: text.error, description: messageOf(failure, '') });
    }
  };

  const undo = async (id: string) => {
    try {
      await approve({ variables: { id } });
      setUnpublished(null);
      showToast({ title: text.republished });
      await refetch();
    } catch (failure) {
      showToast({ variant: 'destructive', title: text.error, description: messageOf(failure, '') });
    }
  };

  return (
    <section className="admin-section">
      <div className="admin-review-filter" role="group" aria-label={text.filterLabel}>
        {FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            className={`admin-review-filter__option${option === filter ? ' is-active' : ''}`}
            aria-pressed={option === filter}
            onClick={() => {
              setFilter(option);
              setConfirming(null);
              setUnpublished(null);
            }}
          >
            {text.filters[option]}
          </button>
        ))}
      </div>
      {unpublished ? (
        <div className="admin-undo" role="status" data-testid="unpublished-notice">
          <p>{text.unpublishedOf(unpublished.name)}</p>
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void undo(unpublished.id)}>
            <Undo2 aria-hidden="true" size={16} />
            {text.undo}
          </button>
        </div>
      ) : null}
      {loading || error || !data ? (
        <PanelState loading={loading} error={error ? text.loadError : null} />
      ) : (
        <>
          {data.adminReviews.length === 0 ? <p className="admin-empty muted">{text.empty[filter]}</p> : null}
          <ul className="admin-reviews">
            {data.adminReviews.map((review) => (
              <li key={review.id} className="admin-card admin-review" data-testid={`${review.status}-review`}>
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
                <span
                  className={`admin-chip${review.reviewer.verifiedBuyer ? '' : ' admin-chip--muted'} admin-review__proof`}
                  data-testid="review-proof"
                >
                  {text.proof[review.proof as Proof] ?? review.proof}
                </span>
                {review.title ? <p className="admin-review__title">{review.title}</p> : null}
                <p className="admin-review__body">{review.body}</p>
                {review.photoUrl ? (
                  <img className="admin-review__photo" src={review.photoUrl} alt="" loading="lazy" />
                ) : null}
                {confirming === review.id ? (
                  <div className="admin-review__confirm" role="group" aria-label={text.unpublish}>
                    <p>{text.unpublishQuestion}</p>
                    <div className="admin-review__actions">
                      <button type="button" className="btn btn--ghost" onClick={() => setConfirming(null)}>
                        {text.cancel}
                      </button>
                      <button
                        type="button"
                        className="btn btn--danger"
                        disabled={busy}
                        onClick={() => void moderate(review.id, 'reject', review.reviewer.name)}
                      >
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
                        onClick={() => {
                          if (review.status === 'published') setConfirming(review.id);
                          else void moderate(review.id, decision, review.reviewer.name);
                        }}
                      >
                        <Icon aria-hidden="true" size={16} />
                        {label}
                      </button>
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
