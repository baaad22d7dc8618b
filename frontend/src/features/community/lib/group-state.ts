import type { CommunityPostFieldsFragment } from '../../../gql/graphql';

export type GroupPost = CommunityPostFieldsFragment;

/** The group as this screen knows it: the pages read, what arrived live, the member's own 💪. */
export interface GroupState {
  posts: ReadonlyMap<string, GroupPost>;
  /** Replies of the threads opened (and those that arrived live), oldest first. */
  replies: ReadonlyMap<string, readonly GroupPost[]>;
  /** The member's own "💪", as their last reaction said (a live event does not know it). */
  mine: ReadonlyMap<string, boolean>;
}

export const emptyGroup: GroupState = { posts: new Map(), replies: new Map(), mine: new Map() };

export type GroupAction =
  | { type: 'page'; posts: readonly GroupPost[] }
  | { type: 'thread'; parentId: string; replies: readonly GroupPost[] }
  | { type: 'mine'; post: GroupPost }
  | { type: 'live'; change: string; post: GroupPost };

const withReply = (state: GroupState, reply: GroupPost): GroupState => {
  const parentId = reply.parentId!;
  const known = state.replies.get(parentId) ?? [];
  if (known.some((item) => item.id === reply.id)) return state;
  const replies = new Map(state.replies).set(parentId, [...known, reply]);
  const parent = state.posts.get(parentId);
  const posts = parent ? new Map(state.posts).set(parentId, { ...parent, replies: parent.replies + 1 }) : state.posts;
  return { ...state, posts, replies };
};

const withPost = (state: GroupState, post: GroupPost): GroupState => ({
  ...state,
  posts: new Map(state.posts).set(post.id, post),
});

const without = (state: GroupState, post: GroupPost): GroupState => {
  if (post.parentId) {
    const known = state.replies.get(post.parentId);
    if (!known) return state;
    return {
      ...state,
      replies: new Map(state.replies).set(
        post.parentId,
        known.filter((item) => item.id !== post.id),
      ),
    };
  }
  const posts = new Map(state.posts);
  posts.delete(post.id);
  return { ...state, posts };
};

/** Applies a page read, a thread opened, the member's own reaction or a live change. */
export function groupReducer(state: GroupState, action: GroupAction): GroupState {
  switch (action.type) {
    case 'page': {
      const posts = new Map(state.posts);
      for (const post of action.posts) if (!post.hidden) posts.set(post.id, post);
      return { ...state, posts };
    }
    case 'thread':
      return {
        ...state,
        replies: new Map(state.replies).set(
          action.parentId,
          action.replies.filter((reply) => !reply.hidden),
        ),
      };
    case 'mine': {
      const next = withPost(state, action.post);
      return { ...next, mine: new Map(state.mine).set(action.post.id, action.post.reactedByMe) };
    }
    case 'live': {
      const { change, post } = action;
      if (change === 'hidden') return without(state, post);
      if (post.parentId) {
        if (change === 'created' || change === 'restored') return withReply(state, post);
        const known = state.replies.get(post.parentId);
        if (!known) return state;
        return {
          ...state,
          replies: new Map(state.replies).set(
            post.parentId,
            known.map((item) => (item.id === post.id ? { ...post, reactedByMe: item.reactedByMe } : item)),
          ),
        };
      }
      const current = state.posts.get(post.id);
      // A change of a post older than the pages read is left for when its page is read.
      if (!current && change !== 'created' && change !== 'restored' && change !== 'pinned') return state;
      // A live post does not know this member's own 💪: the one known is kept.
      return withPost(state, { ...post, reactedByMe: current?.reactedByMe ?? false });
    }
  }
}

/** The group in the order it is shown: pinned first, then newest first. */
export function shownPosts(state: GroupState): GroupPost[] {
  return [...state.posts.values()]
    .map((post) => ({ ...post, reactedByMe: state.mine.get(post.id) ?? post.reactedByMe }))
    .sort(
      (a, b) =>
        Number(b.pinned) - Number(a.pinned) || b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
    );
}

/** A reply with the member's own 💪. */
export const shownReply = (state: GroupState, reply: GroupPost): GroupPost => ({
  ...reply,
  reactedByMe: state.mine.get(reply.id) ?? reply.reactedByMe,
});
