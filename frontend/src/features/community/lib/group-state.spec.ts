import { describe, expect, it } from 'vitest';
import { reportedPost } from '../../admin/components/community-post.fixture';
import { emptyGroup, groupReducer, shownPosts, shownReply } from './group-state';

// A live event is the same for every member of the group (the gateway executes it once for all of
// them): its `reactedByMe` is false whoever receives it. Each screen keeps its member's own 💪.
describe("the group's live changes and the member's own 💪", () => {
  it("keeps the member's own 💪 on a post when a live change (another member's 💪) brings the new count", () => {
    const mine = reportedPost({ id: 'p1', reactions: 1, reactedByMe: true });
    const read = groupReducer(emptyGroup, { type: 'page', posts: [mine] });
    const live = groupReducer(read, {
      type: 'live',
      change: 'reacted',
      post: { ...mine, reactions: 2, reactedByMe: false },
    });
    expect(shownPosts(live).map((post) => [post.reactions, post.reactedByMe])).toEqual([[2, true]]);
  });

  it('keeps it on a reply too, and shows a post the member never cheered as not theirs', () => {
    const post = reportedPost({ id: 'p1', replies: 1 });
    const reply = reportedPost({ id: 'r1', parentId: 'p1', reactions: 1, reactedByMe: true });
    let state = groupReducer(emptyGroup, { type: 'page', posts: [post] });
    state = groupReducer(state, { type: 'thread', parentId: 'p1', replies: [reply] });
    state = groupReducer(state, {
      type: 'live',
      change: 'reacted',
      post: { ...reply, reactions: 3, reactedByMe: false },
    });
    state = groupReducer(state, { type: 'live', change: 'created', post: reportedPost({ id: 'p2', reactions: 4 }) });
    expect(
      state.replies.get('p1')!.map((r) => [shownReply(state, r).reactions, shownReply(state, r).reactedByMe]),
    ).toEqual([[3, true]]);
    expect(shownPosts(state).find((p) => p.id === 'p2')!.reactedByMe).toBe(false);
  });

  it('keeps a change that arrived live while the page was read again: the read, older than it, does not undo it', () => {
    const post = reportedPost({ id: 'p1', reactions: 1 });
    const other = reportedPost({ id: 'p2', body: 'Algo que no debería estar aquí' });
    let state = groupReducer(emptyGroup, { type: 'page', posts: [post, other] });
    // the subscription became live: the page is read again; meanwhile two changes arrive
    state = groupReducer(state, { type: 'rejoined' });
    state = groupReducer(state, { type: 'live', change: 'reacted', post: { ...post, reactions: 2 } });
    state = groupReducer(state, { type: 'live', change: 'hidden', post: { ...other, hidden: true, body: '' } });
    // the read was answered before them
    state = groupReducer(state, { type: 'page', posts: [post, other] });
    expect(shownPosts(state).map((shown) => [shown.id, shown.reactions])).toEqual([['p1', 2]]);
  });

  it('keeps a reply that arrived live while its thread was read again, counted once', () => {
    const post = reportedPost({ id: 'p1', replies: 0 });
    const reply = reportedPost({ id: 'r1', parentId: 'p1' });
    let state = groupReducer(emptyGroup, { type: 'page', posts: [post] });
    state = groupReducer(state, { type: 'thread', parentId: 'p1', replies: [] });
    state = groupReducer(state, { type: 'rejoined' });
    state = groupReducer(state, { type: 'live', change: 'created', post: reply });
    state = groupReducer(state, { type: 'thread', parentId: 'p1', replies: [] });
    state = groupReducer(state, { type: 'page', posts: [{ ...post, replies: 1 }] });
    expect(state.replies.get('p1')!.map((shown) => shown.id)).toEqual(['r1']);
    expect(shownPosts(state)[0]!.replies).toBe(1);
  });
});
