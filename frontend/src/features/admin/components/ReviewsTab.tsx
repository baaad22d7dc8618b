import { useMutation, useQuery } from '@apollo/client/react';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '../../../components/Toast';
import { AdminReviewsDocument, ApproveReviewDocument, RejectReviewDocument } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { messageOf } from '../lib';
import { AdminReviewCard, type Decision } from './AdminReviewCard';
import { PanelState } from './PanelState';
import './ReviewsTab.css';

const text = adminCopy.reviews;
type Filter = keyof typeof text.filters;
const FILTERS = Object.keys(text.filters) as Filter[];

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

  const moderate = async (id: string, decision: Decision, name: string) => {
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
              <AdminReviewCard
                key={review.id}
                review={review}
                busy={busy}
                confirming={confirming === review.id}
                onAskUnpublish={() => setConfirming(review.id)}
                onCancel={() => setConfirming(null)}
                onModerate={(decision) => void moderate(review.id, decision, review.reviewer.name)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
