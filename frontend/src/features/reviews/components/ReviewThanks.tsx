import { CheckCircle2, MailCheck } from 'lucide-react';
import { reviewsCopy } from '../../landing/landing.copy';
import type { ReviewStatus } from '../lib/reviews-api';

const THANKS: Record<ReviewStatus, string> = {
  received: reviewsCopy.thanksReceived,
  published: reviewsCopy.thanksPublished,
  pending: reviewsCopy.thanksPending,
};

/**
 * The answer to a sent review: published, waiting for moderation, or (a visitor's) "check your
 * e-mail", which alone carries a button, since it stays until it is read.
 */
export function ReviewThanks({ status, onClose }: { status: ReviewStatus; onClose: () => void }) {
  const received = status === 'received';
  return (
    <div className="review-form review-form--thanks" role="status">
      {received ? (
        <MailCheck size={40} aria-hidden="true" className="accent" />
      ) : (
        <CheckCircle2 size={40} aria-hidden="true" className="accent" />
      )}
      <p className="review-form__thanks-title">
        {received ? reviewsCopy.thanksReceivedTitle : reviewsCopy.thanksTitle}
      </p>
      <p className="muted">{THANKS[status]}</p>
      {received ? (
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {reviewsCopy.thanksClose}
        </button>
      ) : null}
    </div>
  );
}
