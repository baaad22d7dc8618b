import { useQuery } from '@apollo/client/react';
import { BadgeCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { copy } from '../../copy';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { RenewalCard } from '../../features/billing/components/RenewalCard';
import { SubscribeFlow } from '../../features/billing/components/SubscribeFlow';
import { AccessWaiting } from '../../features/email-verification/components/AccessWaiting';
import { EmailVerificationNotice } from '../../features/email-verification/components/EmailVerificationNotice';
import { useWaitingAccess } from '../../features/email-verification/hooks/useWaitingAccess';
import { useCheckoutEmailProof } from '../../features/email-verification/hooks/useCheckoutEmailProof';
import { formatSpanishDate } from '../../features/challenge/lib/days';
import { ChallengeDayDocument, SubscriptionStatusDocument } from '../../gql/graphql';
import { PAID_HERE, ROUTES } from '../../routes';
import '../../features/billing/billing.css';

/**
 * /suscripcion (signed in, payment not required): a member buys access for the next edition; the
 * account already has the e-mail, so access arrives as soon as the payment is confirmed (a member
 * whose address is not verified yet has it verified by that checkout, when it paid for it). A member
 * who already has access (paid, granted or demo: an active or upcoming edition) sees it instead of
 * a second purchase, and the renewal (cancelled in two taps, as on /profile). A member whose
 * payment (or pre-approval) waits for the e-mail link is told so, and not offered the payment form.
 */
export function SuscripcionPage() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const status = useQuery(SubscriptionStatusDocument, { fetchPolicy: 'network-only', errorPolicy: 'all' });
  const day = useQuery(ChallengeDayDocument, { fetchPolicy: 'network-only', errorPolicy: 'all' });
  const proveEmail = useCheckoutEmailProof();
  const waitingAccess = useWaitingAccess(Boolean(user && !user.emailVerified));
  if (!user) return null;
  if ((status.loading && !status.data) || (day.loading && !day.data) || waitingAccess.loading) return <PageLoader />;
  if (waitingAccess.waiting) {
    return (
      <main className="page billing-page billing-page--center">
        <AccessWaiting waiting={waitingAccess.waiting} activating={waitingAccess.activating} />
      </main>
    );
  }
  const subscription = status.data?.subscriptionStatus;
  const access = day.data?.challengeDay.access;
  const edition = access && (access.status === 'active' || access.status === 'not_started') ? access.edition : null;

  if (subscription?.hasSubscription || edition) {
    return (
      <main className="page billing-page billing-page--center">
        <h1 className="page__title">{copy.suscripcion.title}</h1>
        <section className="access-active" data-testid="active-access">
          <BadgeCheck size={36} aria-hidden="true" />
          <p>
            <strong>{copy.suscripcion.alreadyActive}</strong>
          </p>
          {edition ? (
            <p>
              {copy.suscripcion.edition(
                edition.number,
                formatSpanishDate(edition.startDate, false),
                formatSpanishDate(edition.endDate, false),
              )}
            </p>
          ) : null}
          {subscription?.hasSubscription ? <p className="muted">{subscription.message}</p> : null}
        </section>
        <Link className="btn btn--primary" to={ROUTES.dashboard}>
          {copy.suscripcion.goToDashboard}
        </Link>
        <RenewalCard />
      </main>
    );
  }

  return (
    <>
      <EmailVerificationNotice />
      <main className="page billing-page">
        <p className="muted">{copy.suscripcion.description}</p>
        <SubscribeFlow
          prefill={{ fullName: user.fullName, email: user.email }}
          onPaid={() => {
            void proveEmail().finally(() => navigate(ROUTES.purchaseSuccess, { state: PAID_HERE }));
          }}
        />
      </main>
    </>
  );
}
