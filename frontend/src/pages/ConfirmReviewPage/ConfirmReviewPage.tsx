import { BadgeCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { reviewsCopy } from '../../features/landing/landing.copy';
import { confirmReview, ReviewsApiError } from '../../features/reviews/lib/reviews-api';
import { ROUTES } from '../../routes';
import { AuthCard } from '../AuthCard';

type Outcome = { state: 'pending' } | { state: 'published' | 'waiting' | 'failed'; message: string };

/**
 * `/confirmar-resena?token=`: the link mailed to a buyer's address. Opening it once publishes the
 * review with the "verified buyer" badge (or, if the purchase was refunded meanwhile, leaves it for
 * the admin); a used, expired or unknown link says so.
 */
export function ConfirmReviewPage({ confirm = confirmReview }: { confirm?: typeof confirmReview }) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'pending' } : { state: 'failed', message: reviewsCopy.confirmMissing },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm(token).then(
      ({ status, message }) => setOutcome({ state: status === 'published' ? 'published' : 'waiting', message }),
      (error: unknown) =>
        setOutcome({
          state: 'failed',
          message: error instanceof ReviewsApiError && error.message ? error.message : reviewsCopy.confirmFailed,
        }),
    );
  }, [confirm, token]);

  if (outcome.state === 'pending') return <PageLoader label={reviewsCopy.confirming} />;
  return (
    <AuthCard title={reviewsCopy.confirmTitle}>
      <div className="auth-form" role={outcome.state === 'failed' ? 'alert' : 'status'}>
        {outcome.state === 'published' ? <BadgeCheck size={40} aria-hidden="true" className="accent" /> : null}
        <p>{outcome.message}</p>
        <Link className="btn btn--primary btn--block" to={`${ROUTES.landing}#reviews-title`}>
          {reviewsCopy.seeReviews}
        </Link>
      </div>
    </AuthCard>
  );
}
