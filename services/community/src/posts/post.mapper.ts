import { CommunityConstants, CommunityMessages, type PostDto } from '@reto/contracts/community';
import { mentionsSafety } from '@reto/contracts/safety/safety-phrases';
import type { PostEntity } from './post.entity.js';

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
