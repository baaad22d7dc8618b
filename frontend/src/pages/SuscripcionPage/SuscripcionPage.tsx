import { useMutation, useQuery } from '@apollo/client/react';
import { BadgeCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { copy } from '../../copy';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { SubscribeFlow } from '../../features/billing/components/SubscribeFlow';
import { useCheckoutEmailProof } from '../../features/email-verification/hooks/useCheckoutEmailProof';
import { formatSpanishDate } from '../../features/challenge/lib/days';
import { CancelSubscriptionRenewalDocument, ChallengeDayDocument, SubscriptionStatusDocument } from '../../gql/graphql';
import { ROUTES } from '../../routes';
import '../../features/billing/billing.css';

/**
 * /suscripcion (signed in, payment not required): a member buys access for the next edition; the
 * account already has the e-mail, so access arrives as soon as the payment is confirmed (a member
 * whose address is not verified yet has it verified by that checkout, when it paid for it). A member
 * who already has access (paid, granted or demo: an active or upcoming edition) sees it instead of
 * a second purchase; one with a renewing subscription can cancel the renewal here.
 */
export function SuscripcionPage() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const status = useQuery(SubscriptionStatusDocument, { fetchPolicy: 'network-only', errorPolicy: 'all' });
  const day = useQuery(ChallengeDayDocument, { fetchPolicy: 'network-only', errorPolicy: 'all' });
  const [cancelRenewal, cancelling] = useMutation(CancelSubscriptionRenewalDocument);
  const proveEmail = useCheckoutEmailProof();
  if (!user) return null;
  if ((status.loading && !status.data) || (day.loading && !day.data)) return <PageLoader />;
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
        {subscription?.hasSubscription && subscription.status === 'active' && !subscription.cancelAtPeriodEnd ? (
          <button
            type="button"
            className="btn btn--ghost"
            disabled={cancelling.loading}
            onClick={() => {
              void cancelRenewal().then(() => status.refetch());
            }}
          >
            {copy.suscripcion.cancelRenewal}
          </button>
        ) : null}
      </main>
    );
  }

  return (
    <main className="page billing-page">
      <p className="muted">{copy.suscripcion.description}</p>
      <SubscribeFlow
        prefill={{ fullName: user.fullName, email: user.email }}
        onPaid={() => {
          void proveEmail().finally(() => navigate(ROUTES.purchaseSuccess));
        }}
      />
    </main>
  );
}
