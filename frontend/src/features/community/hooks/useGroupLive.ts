import { useApolloClient } from '@apollo/client/react';
import type { Dispatch } from 'react';
import { CommunityEventsDocument, CommunityFeedDocument, CommunityThreadDocument } from '../../../gql/graphql';
import { useLiveSubscription } from '../../../hooks/useLiveSubscription';
import type { GroupAction } from '../lib/group-state';

/**
 * The group's live subscription, once the first page is read (`skip` until then): each change is
 * applied as it comes (`onNewPost` on a new post of the feed); when the subscription becomes live
 * (it joined, or joined again after a lost connection) the first page and the open threads are read
 * again from the server (kept in the member's saved copy), so a post, reply or 💪 made while the
 * page was not yet listening shows without a reload.
 */
export function useGroupLive(
  dispatch: Dispatch<GroupAction>,
  { skip, openThreads, onNewPost }: { skip: boolean; openThreads: ReadonlySet<string>; onNewPost: () => void },
): void {
  const client = useApolloClient();
  useLiveSubscription(CommunityEventsDocument, 'communityEvents', {
    skip,
    onEvent: ({ change, post }) => {
      dispatch({ type: 'live', change, post });
      if (change === 'created' && !post.parentId) onNewPost();
    },
    onLive: () => {
      dispatch({ type: 'rejoined' });
      void client
        .query({ query: CommunityFeedDocument, variables: {}, fetchPolicy: 'network-only' })
        .then(({ data }) => data && dispatch({ type: 'page', posts: data.communityFeed.posts }))
        .catch(() => undefined);
      for (const parentId of openThreads)
        void client
          .query({ query: CommunityThreadDocument, variables: { id: parentId }, fetchPolicy: 'network-only' })
          .then(({ data }) => data && dispatch({ type: 'thread', parentId, replies: data.communityThread.replies }))
          .catch(() => undefined);
    },
  });
}
