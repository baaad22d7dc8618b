import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { MeDocument } from '../../gql/graphql';
import { useCurrentUser } from '../auth/hooks/useCurrentUser';
import { restoredCopyUnconfirmed } from './restored-copy';

/**
 * The offline copy belongs to one member. Online at start, the server is asked who is signed in:
 * when it is nobody or someone else, the restored copy is dropped (and the pages ask again); until it
 * answers, the route guard sends nobody away on the copy's word (restored-copy.ts). Later,
 * when the signed-in member changes without a logout, the previous member's data goes too.
 */
export function MemberCacheGuard({ restoredMemberId }: { restoredMemberId: number | null }) {
  const client = useApolloClient();
  const { user } = useCurrentUser();
  const lastMemberId = useRef(restoredMemberId);

  useEffect(() => {
    if (restoredMemberId === null || !navigator.onLine) return;
    client
      .query({ query: MeDocument, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if ((data?.me?.id ?? null) !== restoredMemberId) void client.resetStore();
      })
      .catch(() => {
        // Unreachable server: keep the saved copy.
      })
      .finally(() => restoredCopyUnconfirmed(false));
  }, [client, restoredMemberId]);

  useEffect(() => {
    if (!user) return;
    const previous = lastMemberId.current;
    lastMemberId.current = user.id;
    if (previous !== null && previous !== user.id) void client.resetStore();
  }, [client, user]);

  return null;
}
