import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { copy } from '../../copy';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { SubscribeFlow } from '../../features/billing/components/SubscribeFlow';
import { CancelSubscriptionRenewalDocument, SubscriptionStatusDocument } from '../../gql/graphql';
import { ROUTES } from '../../routes';
import '../../features/billing/billing.css';

/**
 * /suscripcion (signed in, payment not required): a member buys access for the next edition; the
 * account already has the e-mail, so access arrives as soon as the payment is confirmed. A member
 * with a renewing subscription can cancel the renewal here (at the end of the period).
 */
export function SuscripcionPage() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const status = useQuery(SubscriptionStatusDocument, { fetchPolicy: 'network-only', errorPolicy: 'all' });
  const [cancelRenewal, cancelling] = useMutation(CancelSubscriptionRenewalDocument);
  if (!user) return null;
  if (status.loading && !status.data) return <PageLoader />;
  const subscription = status.data?.subscriptionStatus;

  if (subscription?.hasSubscription) {
    return (
      <main className="page billing-page billing-page--center">
        <h1 className="page__title">{copy.suscripcion.title}</h1>
        <p>{copy.suscripcion.alreadyActive}</p>
        <p className="muted">{subscription.message}</p>
        <Link className="btn btn--primary" to={ROUTES.dashboard}>
          {copy.suscripcion.goToDashboard}
        </Link>
        {subscription.status === 'active' && !subscription.cancelAtPeriodEnd ? (
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
          void navigate(ROUTES.purchaseSuccess);
        }}
      />
    </main>
  );
}
