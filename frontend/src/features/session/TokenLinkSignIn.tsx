import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../../components/Toast';
import { copy } from '../../copy';
import { VerifyDeviceTokenDocument } from '../../gql/graphql';
import { ROUTES } from '../../routes';
import { loginGreeting } from '../auth/hooks/useSignedInOutcome';
import { writeCurrentUser } from '../auth/lib/session-cache';
import { rememberUsername, storeDeviceToken } from './storage';

/** Pages whose `token` parameter is something else (the password-reset token). */
const OWN_TOKEN_PATHS: readonly string[] = [ROUTES.resetPassword];

/**
 * `?token=` on any page (spec 1, section 2): the token (a device token, or an e-mailed sign-in
 * link) is verified; the answered device token is stored for 30 days, the user greeted and taken
 * to /dashboard. An invalid one says "Error de autenticación".
 */
export function TokenLinkSignIn() {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [verify] = useMutation(VerifyDeviceTokenDocument);
  const { showToast } = useToast();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (OWN_TOKEN_PATHS.includes(location.pathname)) return;
    const token = new URLSearchParams(location.search).get('token');
    if (!token || handled.current === token) return;
    handled.current = token;
    void (async () => {
      try {
        const { data } = await verify({ variables: { token } });
        if (!data) throw new Error('no answer');
        const { user, token: deviceToken } = data.verifyDeviceToken;
        storeDeviceToken(deviceToken);
        rememberUsername(user.username);
        writeCurrentUser(client.cache, user);
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
  }, [client, location.pathname, location.search, navigate, showToast, verify]);

  return null;
}
