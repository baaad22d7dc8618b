import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { useToast } from '../../components/Toast';
import { copy } from '../../copy';
import { errorCode } from '../../features/challenge/lib/error-code';
import { storeAdminAuth } from '../../features/session/storage';
import { AdminWorkoutsDocument } from '../../gql/graphql';
import { ROUTES } from '../../routes';

/** The server's credential: `<base64url of id:username>.<expiry>.<signature>` (DECISIONS.md 3). */
export function decodesToAdmin(credential: string): boolean {
  const [subject, expiry, signature] = credential.split('.');
  if (!subject || !expiry || !signature) return false;
  try {
    const decoded = atob(subject.replace(/-/g, '+').replace(/_/g, '/'));
    return /^\d+:.+$/.test(decoded);
  } catch {
    return false;
  }
}

const REFUSED = new Set(['unauthenticated', 'forbidden']);

/**
 * Admin direct access (spec 2, section 2.9; DECISIONS.md 3): `?auth=` must decode to `id:username`
 * in the server's signed form, else "Acceso denegado" and on to /auth. Accepted: kept in session
 * storage, verified with the admin workouts list (gender=male), and on to /admin; the server's
 * refusal denies, any other failed verification still goes on, with a warning.
 */
export function AdminAuthPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { showToast } = useToast();
  const started = useRef(false);
  const credential = params.get('auth')?.trim() ?? '';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const deny = () => {
      showToast({
        variant: 'destructive',
        title: copy.adminAuth.deniedTitle,
        description: copy.adminAuth.deniedDescription,
      });
      void navigate(ROUTES.auth, { replace: true });
    };
    if (!decodesToAdmin(credential)) {
      deny();
      return;
    }
    client
      .query({
        query: AdminWorkoutsDocument,
        variables: { gender: 'male' },
        fetchPolicy: 'no-cache',
        context: { headers: { 'X-Admin-Auth': credential } },
      })
      .then(() => {
        storeAdminAuth(credential);
        void navigate(ROUTES.admin, { replace: true });
      })
      .catch((error: unknown) => {
        if (REFUSED.has(errorCode(error) ?? '')) {
          deny();
          return;
        }
        storeAdminAuth(credential);
        showToast({
          variant: 'destructive',
          title: copy.adminAuth.unverifiedTitle,
          description: copy.adminAuth.unverified,
        });
        void navigate(ROUTES.admin, { replace: true });
      });
  }, [client, credential, navigate, showToast]);

  return <PageLoader label={copy.adminAuth.verifying} />;
}
