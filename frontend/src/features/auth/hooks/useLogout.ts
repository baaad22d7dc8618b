import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/Toast';
import { copy } from '../../../copy';
import { LOGOUT_REDIRECT_MS } from '../../../constants';
import { LogoutDocument } from '../../../gql/graphql';
import { ROUTES } from '../../../routes';
import { clearMemberCache } from '../../../apollo/persist';
import { clearAuthData } from '../../session/storage';
import { writeCurrentUser } from '../lib/session-cache';

export interface UseLogout {
  logout: () => Promise<void>;
  pending: boolean;
}

/**
 * Signs out (spec 1, section 4): ends the server session, clears the stored auth data (tokens,
 * username, admin marker), the Apollo cache and its offline copy, and goes to /auth after 100 ms,
 * even when the server could not be reached.
 */
export function useLogout(): UseLogout {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(LogoutDocument);
  const { showToast } = useToast();
  const navigate = useNavigate();

  const logout = useCallback(async () => {
    try {
      await mutate();
      showToast({ title: copy.auth.logoutTitle, description: copy.auth.logoutDescription });
    } catch (error) {
      console.error('Logout failed', error);
    }
    clearAuthData();
    try {
      await client.clearStore();
    } catch (error) {
      console.error('Clearing the cache failed', error);
    }
    writeCurrentUser(client, null);
    await clearMemberCache();
    window.setTimeout(() => {
      void navigate(ROUTES.auth, { replace: true });
    }, LOGOUT_REDIRECT_MS);
  }, [client, mutate, navigate, showToast]);

  return { logout, pending: loading };
}
