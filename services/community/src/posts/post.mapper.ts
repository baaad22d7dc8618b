import { CommunityMessages, type PostDto } from '@reto/contracts/community';
import { mentionsSafety } from '@reto/contracts/safety/safety-phrases';
import type { PostEntity } from './post.entity.js';

/**
 * How a member appears in the group: first name and the initial of the next word ("Ana P."),
 * never more of the account than that (and never its e-mail).
 */
export function shownNameOf(name: string): string {
  const local = name.includes('@') ? name.slice(0, name.indexOf('@')) : name;
  const [first = '', second] = local
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const cap = (word: string) => word.charAt(0).toLocaleUpperCase('es') + word.slice(1);
  const shown = second ? `${cap(first)} ${second.charAt(0).toLocaleUpperCase('es')}.` : cap(first);
  return shown.slice(0, 40) || 'Miembro';
}

export const toPostDto = (post: PostEntity, reactedByMe: boolean): PostDto => ({
  id: post.id,
  groupKey: post.groupKey,
  parentId: post.parentId,
  author: { name: post.authorName, trainer: post.trainer },
  body: post.body,
  pinned: post.pinned,
  reactions: post.reactions,
  reactedByMe,
  replies: post.replies,
  hidden: post.hidden,
  safetyNote: mentionsSafety(post.body) ? CommunityMessages.safetyNote : null,
  createdAt: post.createdAt.toISOString(),
});
