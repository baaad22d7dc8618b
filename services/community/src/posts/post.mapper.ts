import { CommunityConstants, CommunityMessages, type PostDto } from '@reto/contracts/community';
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

/** A member's day and streak beside their name (none for the trainer's posts). */
export interface AuthorProgress {
  day: number | null;
  streak: number;
}

/**
 * Who looks at the post decides where its photo is fetched from: a member from the group's path
 * (their own group only), the trainer from the panel's (any group, hidden posts too).
 */
export type PostViewer = 'member' | 'trainer';

const PHOTO_PATH_PREFIX: Record<PostViewer, string> = {
  member: CommunityConstants.photoPathPrefix,
  trainer: CommunityConstants.adminPhotoPathPrefix,
};

export const toPostDto = (
  post: PostEntity,
  reactedByMe: boolean,
  progress: AuthorProgress | null = null,
  viewer: PostViewer = 'member',
): PostDto => ({
  id: post.id,
  groupKey: post.groupKey,
  parentId: post.parentId,
  author: {
    name: post.authorName,
    trainer: post.trainer,
    day: post.trainer ? null : (progress?.day ?? null),
    streak: post.trainer ? null : (progress?.streak ?? null),
  },
  body: post.body,
  pinned: post.pinned,
  reactions: post.reactions,
  reactedByMe,
  replies: post.replies,
  hidden: post.hidden,
  safetyNote: mentionsSafety(post.body) ? CommunityMessages.safetyNote : null,
  photo: !post.photoId
    ? null
    : {
        url: `${PHOTO_PATH_PREFIX[viewer]}${post.photoId}`,
        width: post.photoWidth!,
        height: post.photoHeight!,
      },
  createdAt: post.createdAt.toISOString(),
});

/** A post as the trainer's panel shows it: no reaction of his own, its photo from the panel's path. */
export const toTrainerPostDto = (post: PostEntity): PostDto => toPostDto(post, false, null, 'trainer');
