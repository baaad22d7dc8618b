import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { useToast } from '../../components/Toast';
import { MOBILE_TOKEN_CHECK_MS, SESSION_RENEWAL_MS } from '../../constants';
import { copy } from '../../copy';
import { RenewSessionDocument, VerifyDeviceTokenDocument } from '../../gql/graphql';
import { useCurrentUser } from '../auth/hooks/useCurrentUser';
import { isMobileDevice } from '../auth/lib/device';
import { writeCurrentUser } from '../auth/lib/session-cache';
import { clearAuthData, findToken, rememberSignedInMember, replaceToken } from './storage';
import { tokenErrorCode } from './token-error';

/**
 * Keeps legacy token sessions alive (spec 2, section 4): with a stored token the session is
 * renewed at start and every 5 minutes (the token rotates; a failure is only logged); on a mobile
 * device, signed out with a stored token, the token is verified every 10 s. token_expired or
 * token_not_found clears the stored token and user data and says so. It also tells the public
 * pages whether a member is signed in here (their buy buttons then lead to the member's panel).
 */
export function SessionKeeper() {
  const client = useApolloClient();
  const { user, loading } = useCurrentUser();
  const [renew] = useMutation(RenewSessionDocument);
  const [verify] = useMutation(VerifyDeviceTokenDocument);
  const { showToast } = useToast();
  const signedIn = Boolean(user);
  const memberSignedIn = Boolean(user && !user.isAdmin);

  useEffect(() => {
    if (!loading) rememberSignedInMember(memberSignedIn);
  }, [loading, memberSignedIn]);

  useEffect(() => {
    if (!signedIn) return;
    const renewNow = async () => {
      const token = findToken();
      if (!token) return;
      try {
        const { data } = await renew({ variables: { token } });
        if (data) replaceToken(token, data.renewSession.auth.token);
      } catch (error) {
        console.warn('Session renewal failed', error);
      }
    };
    void renewNow();
    const timer = window.setInterval(() => void renewNow(), SESSION_RENEWAL_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [renew, signedIn]);

  useEffect(() => {
    if (signedIn || loading || !isMobileDevice()) return;
    const check = async () => {
      const token = findToken();
      if (!token) return;
      try {
        const { data } = await verify({ variables: { token } });
        if (data) writeCurrentUser(client, data.verifyDeviceToken.user);
      } catch (error) {
        const code = tokenErrorCode(error);
        if (!code) return;
        clearAuthData();
        showToast({
          variant: 'destructive',
          title: copy.session.expiredTitle,
          description: code === 'token_expired' ? copy.session.tokenExpired : copy.session.tokenNotFound,
        });
      }
    };
    const timer = window.setInterval(() => void check(), MOBILE_TOKEN_CHECK_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [client, loading, showToast, signedIn, verify]);

  return null;
}
