import { Link, Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { BRAND_NAME } from '../../config';
import { AUTH_LOADING_TIMEOUT_MS } from '../../constants';
import { copy } from '../../copy';
import { AuthTabs } from '../../features/auth/components/AuthTabs';
import { PaymentReturn } from '../../features/billing/components/PaymentReturn';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { homePathFor } from '../../features/auth/lib/destination';
import { OfferCard } from '../../features/landing/components/OfferCard';
import { useTimeoutFlag } from '../../hooks/useTimeoutFlag';
import { ROUTES } from '../../routes';
import './AuthPage.css';

/**
 * Sign-in and registration (spec 1, section 2 "Auth page"). Signed in, the user goes home; the
 * buyer who has just paid (`?payment=success`) goes to the nutrition plan instead; back from the
 * card's redirect, once the payment's ending is done (PaymentReturn).
 */
export function AuthPage() {
  return (
    <PaymentReturn>
      <SignInOrRegister />
    </PaymentReturn>
  );
}

function SignInOrRegister() {
  const { user, loading } = useCurrentUser();
  const stopWaiting = useTimeoutFlag(AUTH_LOADING_TIMEOUT_MS);
  const buyer = new URLSearchParams(useLocation().search).get('payment') === 'success';

  if (user) return <Navigate to={buyer && !user.isAdmin ? ROUTES.nutritionPlanResults : homePathFor(user)} replace />;
  if (loading && !stopWaiting) return <PageLoader />;

  return (
    <main className="auth-page">
      <div className="auth-card">
        <header className="auth-card__header">
          <h1 className="auth-card__brand">{BRAND_NAME}</h1>
          <p className="auth-card__tagline">{copy.auth.tagline}</p>
        </header>
        <AuthTabs />
        <nav className="auth-card__links">
          <Link to={ROUTES.passwordRecovery}>{copy.auth.forgotPassword}</Link>
          <Link to={ROUTES.emergency}>{copy.auth.emergencyAccess}</Link>
        </nav>
      </div>
      {buyer ? null : <OfferCard />}
    </main>
  );
}
