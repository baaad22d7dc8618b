import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { useToast } from '../../components/Toast';
import { copy } from '../../copy';
import { storeAdminAuth } from '../../features/session/storage';
import { AdminSessionDocument } from '../../gql/graphql';
import { ROUTES } from '../../routes';

/**
 * Admin direct access (spec 2, section 2.9; DECISIONS.md 3): `?auth=` must be a credential the
 * server issued to the signed-in administrator; the server checks it. Accepted: kept in session
 * storage and on to /admin. Otherwise "Acceso denegado" and on to /auth.
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
    if (!credential) {
      deny();
      return;
    }
    client
      .query({
        query: AdminSessionDocument,
        fetchPolicy: 'network-only',
        context: { headers: { 'X-Admin-Auth': credential } },
      })
      .then(({ data }) => {
        if (!data?.adminSession.valid) throw new Error('refused');
        storeAdminAuth(credential);
        void navigate(ROUTES.admin, { replace: true });
      })
      .catch(deny);
  }, [client, credential, navigate, showToast]);

  return <PageLoader label={copy.adminAuth.verifying} />;
}
