import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/Toast';
import { copy } from '../../../copy';
import type { CurrentUserFragment } from '../../../gql/graphql';
import { rememberUsername, storeAdminAuth } from '../../session/storage';
import { homePathFor } from '../lib/destination';
import { firstNameOf } from '../lib/first-name';
import { playLoginSound } from '../lib/login-sound';
import { writeCurrentUser } from '../lib/session-cache';

/**
 * What follows a successful sign-in or registration (spec 1, section 4): the username and, for an
 * administrator, the admin credential answered by the login are kept; the user is written to the
 * cache, the login sound plays and the user goes to /admin or /dashboard. Whether a member may use
 * the member pages is the server's `hasAccess` (paid, or a pre-approved and verified e-mail): a member who has
 * access without having paid gets the pre-approved welcome toast.
 */
export function useSignedInOutcome() {
  const client = useApolloClient();
  const { showToast } = useToast();
  const navigate = useNavigate();

  return useCallback(
    async (
      user: CurrentUserFragment,
      greeting: { title: string; description: string },
      adminAuth?: string | null,
      /** Where a member goes instead of the dashboard (the buyer: to the nutrition plan). */
      destination?: string,
    ) => {
      rememberUsername(user.username);
      if (user.isAdmin) {
        storeAdminAuth(adminAuth ?? null);
        writeCurrentUser(client, user);
        void playLoginSound();
        showToast({ title: copy.auth.loginSuccessTitle, description: copy.auth.adminWelcome });
        void navigate(homePathFor(user), { replace: true });
        return;
      }
      storeAdminAuth(null);
      const preApproved = user.hasAccess && !user.hasPaid;
      writeCurrentUser(client, user);
      void playLoginSound();
      showToast(
        preApproved
          ? { title: copy.auth.preApprovedTitleFor(user.gender), description: copy.auth.preApprovedDescription }
          : greeting,
      );
      void navigate(destination ?? homePathFor(user), { replace: true });
    },
    [client, navigate, showToast],
  );
}

export const loginGreeting = (user: CurrentUserFragment) => ({
  title: copy.auth.welcomeTitle(user.gender),
  description: copy.auth.loginSuccessDescription(firstNameOf(user)),
});
