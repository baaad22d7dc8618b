import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { useToast } from '../../components/Toast';
import { copy } from '../../copy';
import { VerifyDeviceTokenDocument } from '../../gql/graphql';
import { ROUTES } from '../../routes';
import { TOKEN_LINK_PAGES } from '../../token-link-pages';
import { loginGreeting } from '../auth/hooks/useSignedInOutcome';
import { writeCurrentUser } from '../auth/lib/session-cache';
import { rememberUsername, storeDeviceToken } from './storage';

/** Pages whose `token` parameter is something else (their own mailed links'). */
const OWN_TOKEN_PATHS: readonly string[] = TOKEN_LINK_PAGES.map((page) => page.path);

function linkTokenOf(pathname: string, search: string): string | null {
  if (OWN_TOKEN_PATHS.includes(pathname)) return null;
  return new URLSearchParams(search).get('token');
}

/**
 * `?token=` on any page (spec 1, section 2): the token (a device token, or an e-mailed sign-in
 * link) is verified; the answered device token is stored for 30 days, the user greeted and taken
 * to /dashboard. An invalid one says "Error de autenticación".
 *
 * The app behind it waits until the token is settled: a `me` query sent before the session cookie
 * exists would answer "signed out" after the sign-in and send the member back to /auth.
 */
export function TokenLinkSignIn({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [verify] = useMutation(VerifyDeviceTokenDocument);
  const { showToast } = useToast();
  const handled = useRef<string | null>(null);
  const token = linkTokenOf(location.pathname, location.search);

  useEffect(() => {
    if (!token || handled.current === token) return;
    handled.current = token;
    void (async () => {
      try {
        const { data } = await verify({ variables: { token } });
        if (!data) throw new Error('no answer');
        const { user, token: deviceToken } = data.verifyDeviceToken;
        storeDeviceToken(deviceToken);
        rememberUsername(user.username);
        writeCurrentUser(client, user);
        showToast(loginGreeting(user));
        void navigate(ROUTES.dashboard, { replace: true });
      } catch {
        showToast({
          variant: 'destructive',
          title: copy.session.urlTokenErrorTitle,
          description: copy.session.urlTokenErrorDescription,
        });
        void navigate(location.pathname, { replace: true });
      }
    })();
  }, [client, location.pathname, navigate, showToast, token, verify]);

  if (token) return <PageLoader />;
  return children;
}
