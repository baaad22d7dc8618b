import { CircleCheck } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { BRAND_NAME } from '../../config';
import { AUTH_LOADING_TIMEOUT_MS } from '../../constants';
import { copy } from '../../copy';
import { AuthTabs } from '../../features/auth/components/AuthTabs';
import { PaymentReturn } from '../../features/billing/components/PaymentReturn';
import { registrationPrefill } from '../../features/billing/lib/buyer-prefill';
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
  const { search } = useLocation();
  const buyer = new URLSearchParams(search).get('payment') === 'success';

  if (user) return <Navigate to={buyer && !user.isAdmin ? ROUTES.nutritionPlanResults : homePathFor(user)} replace />;
  if (loading && !stopWaiting) return <PageLoader />;

  return (
    <main className="auth-page">
      <div className="auth-card">
        <header className="auth-card__header">
          <h1 className="auth-card__brand">{BRAND_NAME}</h1>
          <p className="auth-card__tagline">{copy.auth.tagline}</p>
        </header>
        {buyer ? <PaidCard email={registrationPrefill(search)?.email ?? ''} /> : null}
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

/** The buyer who has just paid: the payment confirmed on the page (not only in a passing notice), and the one step left. */
function PaidCard({ email }: { email: string }) {
  return (
    <section className="paid-card" aria-labelledby="paid-card-title" data-testid="paid-card">
      <CircleCheck className="paid-card__icon" size={28} aria-hidden="true" />
      <div>
        <h2 id="paid-card-title" className="paid-card__title">
          {copy.subscribe.paidCardTitle}
        </h2>
        <p className="paid-card__text">{copy.subscribe.paidCardText(email)}</p>
      </div>
    </section>
  );
}
