/**
 * The topics of the gateway's live emitter (shared by every replica through Redis): one per edition
 * group, and one on which a member's open subscriptions are told to end. A new kind of live data
 * (a member's direct conversation) is one more topic here and one more line in LiveEventsConsumer.
 */
export const LiveTopics = {
  /** Every change of a post of `groupKey` (written, reacted to, pinned, hidden, restored). */
  communityGroup: (groupKey: string) => `community/group/${groupKey}`,
  /** Every message of one member's conversation with the coach (theirs and the coach's). */
  communityConversation: (userId: number) => `community/conversation/${userId}`,
  /** Every message of every conversation, for the trainer's inbox. */
  communityInbox: 'community/inbox',
  /** A member's live subscriptions end (they left the group: refund, dispute, revocation). */
  ended: 'live/ended',
} as const;

/** What is published on `LiveTopics.ended`. */
export interface LiveEndedNotice {
  userId: number;
}
