import type { MemberNotifiedEvent } from '@reto/contracts/community';

/** What a push of the community says, in Spanish: who answered, and the start of what they wrote. */
export const CommunityPushCopy = {
  replyTitle: (author: string): string => `${author} respondió tu publicación en el grupo`,
  messageTitle: (author: string): string => `${author} te escribió`,
  /** The start of the text on a lock screen (a notification is no place for all 2,000 characters). */
  excerpt: (body: string): string => {
    const chars = [...body.replace(/\s+/g, ' ')];
    return chars.length <= 140 ? chars.join('') : `${chars.slice(0, 139).join('')}…`;
  },
} as const;

interface Written {
  authorName: string;
  body: string;
  createdAt: Date;
}

/**
 * The push a reply sends to the author of the post it answers: none for the trainer's posts (the
 * panel is where the trainer reads) nor for a member answering their own post.
 */
export function replyNotification(
  parent: { authorUserId: number | null },
  reply: Written & { authorUserId: number | null },
): MemberNotifiedEvent | null {
  if (parent.authorUserId === null || parent.authorUserId === reply.authorUserId) return null;
  return {
    userId: parent.authorUserId,
    kind: 'reply',
    title: CommunityPushCopy.replyTitle(reply.authorName),
    body: CommunityPushCopy.excerpt(reply.body),
    url: '/grupo',
    notifiedAt: reply.createdAt.toISOString(),
  };
}

/** The push the coach's message sends to the member of the conversation. */
export const messageNotification = (userId: number, message: Written): MemberNotifiedEvent => ({
  userId,
  kind: 'message',
  title: CommunityPushCopy.messageTitle(message.authorName),
  body: CommunityPushCopy.excerpt(message.body),
  url: '/mensajes',
  notifiedAt: message.createdAt.toISOString(),
});
