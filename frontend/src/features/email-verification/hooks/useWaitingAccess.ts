import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { WAITING_ACCESS_POLL_MS } from '../../../constants';
import { MeDocument, WaitingAccessDocument, type WaitingAccessQuery } from '../../../gql/graphql';
import { awaitMemberAccess } from '../../auth/lib/await-access';
import { writeCurrentUser } from '../../auth/lib/session-cache';

export type WaitingAccess = NonNullable<WaitingAccessQuery['waitingAccess']>;

/**
 * What waits for the signed-in member's address to be verified (a paid edition, the pre-approved
 * list), asked only when `unverified`. While something waits it is asked again now and then: the
 * link may be opened on another device. Once it waits no more, what waited stays on screen (with
 * `activating`) while who is signed in is read again until the access shows, so the member pages
 * open here too.
 */
export function useWaitingAccess(unverified: boolean): {
  waiting: WaitingAccess | null;
  loading: boolean;
  activating: boolean;
} {
  const client = useApolloClient();
  const { data, loading, startPolling, stopPolling } = useQuery(WaitingAccessDocument, {
    skip: !unverified,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const waiting = data?.waitingAccess ?? null;
  // What waited last: kept on screen after it waits no more, until the access has been read again.
  const [waited, setWaited] = useState<WaitingAccess | null>(null);
  if (waiting && waiting !== waited) setWaited(waiting);
  const activating = !waiting && waited !== null;

  useEffect(() => {
    if (!waiting) return;
    startPolling(WAITING_ACCESS_POLL_MS);
    return () => {
      stopPolling();
    };
  }, [waiting, startPolling, stopPolling]);

  useEffect(() => {
    if (!activating) return;
    // It waited and waits no more: the link was opened (here or elsewhere).
    const readMe = () =>
      client.query({ query: MeDocument, fetchPolicy: 'no-cache' }).then(({ data: me }) => me?.me ?? null);
    readMe()
      // Verified: the access follows through events. Not verified (the address was changed to one
      // nothing waits for): nothing to wait for.
      .then((me) => (me?.emailVerified ? awaitMemberAccess(me, readMe) : me))
      .then((me) => {
        if (me) writeCurrentUser(client, me);
      })
      .catch(() => undefined)
      .finally(() => {
        setWaited(null);
      });
  }, [activating, client]);

  return { waiting: waiting ?? waited, loading: unverified && loading && !data, activating };
}
