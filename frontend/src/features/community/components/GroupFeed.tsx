import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { CommunityFeedDocument, CommunityThreadDocument, ReactToCommunityPostDocument } from '../../../gql/graphql';
import { serverMessageOf } from '../../auth/lib/error-message';
import { communityCopy } from '../community.copy';
import { useGroupLive } from '../hooks/useGroupLive';
import { useWritePost } from '../hooks/useWritePost';
import { emptyGroup, groupReducer, shownPosts, shownReply, type GroupPost } from '../lib/group-state';
import { Composer } from './Composer';
import { DailyPrompt } from './DailyPrompt';
import { FeedUnavailable } from './FeedUnavailable';
import { NothingSavedOffline } from './NothingSavedOffline';
import { OlderPosts } from './OlderPosts';
import { PostCard } from './PostCard';
import { useOnline } from '../../../hooks/useOnline';
import { lastSavedWhenOffline } from '../lib/read-policy';
import '../community.css';

/**
 * The edition group: the day's prompt, the composer, the posts (pinned first, then newest first;
 * older pages as the member scrolls), 💪, replies and reports; every change made by anyone arrives
 * live through the group's subscription (read again whenever it becomes live), and a post the
 * trainer hid leaves the screen at once.
 */
export function GroupFeed() {
  const client = useApolloClient();
  const [state, dispatch] = useReducer(groupReducer, emptyGroup);
  const online = useOnline();
  const first = useQuery(CommunityFeedDocument, { variables: {}, fetchPolicy: lastSavedWhenOffline(online) });
  /** The cursor of the next older page: the first page's until an older page was read. */
  const [olderCursor, setCursor] = useState<string | null | undefined>(undefined);
  const cursor = olderCursor === undefined ? first.data?.communityFeed.nextCursor : olderCursor;
  const [loadingMore, setLoadingMore] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!first.data) return;
    dispatch({ type: 'page', posts: first.data.communityFeed.posts });
  }, [first.data]);

  useGroupLive(dispatch, {
    skip: !first.data,
    openThreads: open,
    onNewPost: () => setAnnouncement(communityCopy.feed.newPost),
  });

  const write = useWritePost(dispatch);
  const [react] = useMutation(ReactToCommunityPostDocument);

  const onReact = useCallback(
    async (post: GroupPost) => {
      const result = await react({ variables: { id: post.id, on: !post.reactedByMe } }).catch(() => null);
      const updated = result?.data?.reactToCommunityPost;
      if (updated) dispatch({ type: 'mine', post: updated });
    },
    [react],
  );

  const loadMore = useCallback(async () => {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    const result = await client
      .query({ query: CommunityFeedDocument, variables: { cursor }, fetchPolicy: 'network-only' })
      .catch(() => null);
    setLoadingMore(false);
    if (!result?.data) return;
    dispatch({ type: 'page', posts: result.data.communityFeed.posts });
    setCursor(result.data.communityFeed.nextCursor);
  }, [client, cursor, loadingMore]);

  const toggle = useCallback(
    async (postId: string) => {
      const next = new Set(open);
      if (next.has(postId)) {
        next.delete(postId);
        setOpen(next);
        return;
      }
      next.add(postId);
      setOpen(next);
      const result = await client
        .query({ query: CommunityThreadDocument, variables: { id: postId }, fetchPolicy: 'network-only' })
        .catch(() => null);
      if (result?.data) dispatch({ type: 'thread', parentId: postId, replies: result.data.communityThread.replies });
    },
    [client, open],
  );

  const onMore = useCallback(() => void loadMore(), [loadMore]);

  const copy = communityCopy.feed;
  if (first.error && !first.data)
    return (
      <FeedUnavailable refused={serverMessageOf(first.error) !== undefined} onRetry={() => void first.refetch()} />
    );
  const posts = shownPosts(state);
  return (
    <div className="group">
      <DailyPrompt />
      <Composer photos onSubmit={(body, photo) => write(body, undefined, photo)} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {!online && !first.data ? (
        <NothingSavedOffline />
      ) : first.loading && !first.data ? (
        <p className="group-feed__status">{copy.loadingMore}</p>
      ) : posts.length === 0 ? (
        <p className="card group-empty">{copy.empty}</p>
      ) : (
        <div className="group-feed" aria-label={communityCopy.title}>
          {posts.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              onReact={onReact}
              repliesOpen={open.has(post.id)}
              onToggleReplies={() => void toggle(post.id)}
            >
              {open.has(post.id) ? (
                <div className="group-replies">
                  {(state.replies.get(post.id) ?? []).map((reply) => (
                    <PostCard key={reply.id} post={shownReply(state, reply)} onReact={onReact} />
                  ))}
                  <Composer reply photos onSubmit={(body, photo) => write(body, post.id, photo)} />
                </div>
              ) : null}
            </PostCard>
          ))}
        </div>
      )}
      <OlderPosts cursor={cursor} loading={loadingMore} anyPosts={posts.length > 0} onMore={onMore} />
    </div>
  );
}
