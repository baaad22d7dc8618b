import { Context, Resolver, Subscription } from '@nestjs/graphql';
import type { PostChangedEvent } from '@reto/contracts/community';
import { randomUUID } from 'node:crypto';
import type { CommunityLivePayload, DirectMessageLivePayload, InboxLivePayload } from '../live/live-events.consumer.js';
import { LiveSubscriptions, type LiveContext } from '../live/live-subscriptions.service.js';
import { LiveTopics } from '../live/live-topics.js';
import { CommunityService } from './community.service.js';
import { CommunityInboxEventOutput, CommunityLiveEventOutput, DirectMessageOutput } from './dto/community.output.js';

/** A hidden post reaches the open screens only as its removal: its text is not sent again. */
const shown = ({ change, post }: PostChangedEvent): PostChangedEvent['post'] & { change: string } =>
  change === 'hidden' ? { ...post, body: '', safetyNote: null, change } : { ...post, change };

/** The member's edition group, live (GraphQL subscriptions on the WebSocket). */
@Resolver()
export class CommunityLiveResolver {
  constructor(
    private readonly community: CommunityService,
    private readonly live: LiveSubscriptions,
  ) {}

  @Subscription(() => CommunityLiveEventOutput, {
    description:
      "Every change of a post of the member's group (new post or reply, 💪 counts, pinned, hidden, restored); ends when the member leaves the group or their session ends.",
    resolve: (payload: CommunityLivePayload) => {
      const { change, ...post } = shown(payload.communityEvents);
      return { change, post };
    },
  })
  async communityEvents(@Context() context: LiveContext) {
    const user = this.live.memberOf(context);
    const groupKey = await this.community.groupOf(randomUUID(), user);
    return this.live.subscribe(context, [LiveTopics.communityGroup(groupKey)]);
  }

  @Subscription(() => DirectMessageOutput, {
    description:
      "Every message of the member's conversation with the coach (theirs and the coach's); ends when their access or session ends.",
    resolve: (payload: DirectMessageLivePayload) => payload.directMessages,
  })
  async directMessages(@Context() context: LiveContext) {
    const user = this.live.memberOf(context);
    // only a member with access has a conversation: anyone else is refused with the service's 404
    await this.community.conversation(randomUUID(), user, undefined);
    return this.live.subscribe(context, [LiveTopics.communityConversation(user.id)]);
  }

  @Subscription(() => CommunityInboxEventOutput, {
    description:
      "Every message of every conversation, for the trainer's inbox: an administrator's session and the panel's credential (connection_init's adminAuth).",
    resolve: (payload: InboxLivePayload) => payload.adminCommunityMessages,
  })
  async adminCommunityMessages(@Context() context: LiveContext) {
    await this.live.adminOf(context);
    return this.live.subscribe(context, [LiveTopics.communityInbox]);
  }
}
