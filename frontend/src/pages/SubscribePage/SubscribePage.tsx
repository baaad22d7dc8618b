import { Navigate, useNavigate } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { SubscribeFlow } from '../../features/billing/components/SubscribeFlow';
import { PAYMENT_SUCCESS_PATH, rememberBuyer } from '../../features/billing/lib/buyer-prefill';
import { LEGACY_ROUTES, ROUTES } from '../../routes';
import '../../features/billing/billing.css';

/**
 * /subscribe (spec 2 section 2.2): public; a signed-in member goes to /dashboard. After paying, the
 * visitor goes to /auth?payment=success (the name and e-mail kept in session storage, never in the
 * address) to register with the same e-mail.
 */
export function SubscribePage() {
  const { user, loading, confirmed } = useCurrentUser();
  const navigate = useNavigate();
  // Where a member goes turns on hasPaid: not on the word of a copy the server has not confirmed.
  if (loading || (user && !user.hasPaid && !confirmed)) return <PageLoader />;
  // Spec: a signed-in user goes to /dashboard. A signed-in member without access buys on
  // /suscripcion instead (sending them to /dashboard would bounce back here through the guard).
  if (user) return <Navigate to={user.hasPaid ? ROUTES.dashboard : LEGACY_ROUTES.suscripcion} replace />;
  return (
    <main className="page billing-page">
      <SubscribeFlow
        askVideoVersion
        onPersonalData={rememberBuyer}
        onPaid={() => {
          void navigate(PAYMENT_SUCCESS_PATH);
        }}
      />
    </main>
  );
}
