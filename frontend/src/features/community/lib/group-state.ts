import type { CommunityPostFieldsFragment } from '../../../gql/graphql';

export type GroupPost = CommunityPostFieldsFragment;

/** The group as this screen knows it: the pages read, what arrived live, the member's own 💪. */
export interface GroupState {
  posts: ReadonlyMap<string, GroupPost>;
  /** Replies of the threads opened (and those that arrived live), oldest first. */
  replies: ReadonlyMap<string, readonly GroupPost[]>;
  /** The member's own "💪", as their last reaction said (a live event does not know it). */
  mine: ReadonlyMap<string, boolean>;
  /**
   * The changes that arrived live since the subscription last became live (at most
   * RECENT_CHANGES), applied again over each page or thread read: a read answered after a change
   * arrived may be older than it, and must not undo it.
   */
  recent: readonly LiveChange[];
}

/** How many live changes are kept to apply again over a read (far more than arrive during one). */
export const RECENT_CHANGES = 200;

export const emptyGroup: GroupState = { posts: new Map(), replies: new Map(), mine: new Map(), recent: [] };

interface LiveChange {
  change: string;
  post: GroupPost;
}

export type GroupAction =
  | { type: 'page'; posts: readonly GroupPost[] }
  | { type: 'thread'; parentId: string; replies: readonly GroupPost[] }
  | { type: 'mine'; post: GroupPost }
  | ({ type: 'live' } & LiveChange)
  /** The subscription became live: the page is read again, newer than every change before. */
  | { type: 'rejoined' };

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

const withRecent = (state: GroupState): GroupState => state.recent.reduce(applyLive, state);

/** Applies a page read, a thread opened, the member's own reaction or a live change. */
export function groupReducer(state: GroupState, action: GroupAction): GroupState {
  switch (action.type) {
    case 'page': {
      const posts = new Map(state.posts);
      for (const post of action.posts) if (!post.hidden) posts.set(post.id, post);
      return withRecent({ ...state, posts });
    }
    case 'thread':
      return withRecent({
        ...state,
        replies: new Map(state.replies).set(
          action.parentId,
          action.replies.filter((reply) => !reply.hidden),
        ),
      });
    case 'mine': {
      const next = withPost(state, action.post);
      return { ...next, mine: new Map(state.mine).set(action.post.id, action.post.reactedByMe) };
    }
    case 'rejoined':
      return { ...state, recent: [] };
    case 'live': {
      const recent = [...state.recent.slice(1 - RECENT_CHANGES), { change: action.change, post: action.post }];
      return { ...applyLive(state, action), recent };
    }
  }
}

/** A live change: the post as it is now (a hidden one leaves; a reply joins its thread). */
function applyLive(state: GroupState, { change, post }: LiveChange): GroupState {
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
