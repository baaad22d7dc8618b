import { CommunityPushCopy, type MemberNotifiedEvent } from '@reto/contracts/community';

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
