import { useEffect, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { PageLoader } from '../../../components/PageLoader/PageLoader';
import { SlowConnection } from '../../../components/SlowConnection/SlowConnection';
import { ACCOUNT_LOADING_MESSAGE_MS, AUTH_ERROR_REDIRECT_MS, AUTH_LOADING_TIMEOUT_MS } from '../../../constants';
import { copy } from '../../../copy';
import { useTimeoutFlag } from '../../../hooks/useTimeoutFlag';
import { ROUTES } from '../../../routes';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { isAdminPreview } from '../../admin/preview';
import { AccessWaitingGate } from '../../email-verification/components/AccessWaitingGate';

interface RequireAuthProps {
  children: ReactNode;
  /** The page is the admin panel: only administrators may see it. */
  admin?: boolean;
  /**
   * The page needs member access (the server's hasAccess: paid or pre-approved); others go to
   * /subscribe, except a member whose access waits for the e-mail link, who is told so.
   */
  paid?: boolean;
}

/** Spinner, then "Cargando tu cuenta..." with reload after 5 s, then the slow-connection screen after 8 s. */
export function AccountLoader() {
  const slow = useTimeoutFlag(ACCOUNT_LOADING_MESSAGE_MS);
  const verySlow = useTimeoutFlag(AUTH_LOADING_TIMEOUT_MS);
  if (verySlow) return <SlowConnection />;
  if (!slow) return <PageLoader />;
  return (
    <PageLoader label={copy.guard.accountLoading}>
      <p className="page-loader__hint">{copy.guard.accountLoadingHint}</p>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => {
          window.location.reload();
        }}
      >
        {copy.guard.reload}
      </button>
    </PageLoader>
  );
}

/** The session could not be read: to /auth after 0.5 s (spec 1, section 2). */
function AuthErrorRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void navigate(ROUTES.auth, { replace: true });
    }, AUTH_ERROR_REDIRECT_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [navigate]);
  return <PageLoader label={copy.guard.redirecting} />;
}

/**
 * Route guard (spec 1, section 2): a spinner while the account loads, a visitor goes to /auth, an
 * administrator is kept on the admin panel (and everyone else off it), a member without access
 * goes to /subscribe on pages that need payment, unless that access waits for the e-mail link.
 */
export function RequireAuth({ children, admin = false, paid = false }: RequireAuthProps) {
  const { user, loading, failed, confirmed } = useCurrentUser();
  if (loading) return <AccountLoader />;
  if (failed) return <AuthErrorRedirect />;
  if (!user) return <Navigate to={ROUTES.auth} replace />;
  if (admin && !user.isAdmin) return <Navigate to={ROUTES.dashboard} replace />;
  if (!admin && user.isAdmin && !isAdminPreview()) return <Navigate to={ROUTES.admin} replace />;
  if (paid && !user.hasAccess) {
    // A copy restored at start may predate the access: the server's word first.
    if (!confirmed) return <AccountLoader />;
    return user.emailVerified ? <Navigate to={ROUTES.subscribe} replace /> : <AccessWaitingGate />;
  }
  return children;
}
