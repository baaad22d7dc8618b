import { Args, Context, Info, Resolver, Subscription } from '@nestjs/graphql';
import { CommunityConstants, type PostChangedEvent } from '@reto/contracts/community';
import type { GraphQLResolveInfo } from 'graphql';
import { randomUUID } from 'node:crypto';
import type { CommunityLivePayload, DirectMessageLivePayload, InboxLivePayload } from '../live/live-events.consumer.js';
import { LiveSubscriptions, type LiveContext } from '../live/live-subscriptions.service.js';
import { LiveTopics } from '../live/live-topics.js';
import { CommunityService } from './community.service.js';
import { CommunityInboxEventOutput, CommunityLiveEventOutput, DirectMessageOutput } from './dto/community.output.js';

/** Every live subscription's first event is its null (LiveFanout's marker), said in the schema. */
const LIVE_MARKER =
  'Its first event is null: the subscription now receives every change, so a client reads again what it shows (anything made while it was joining is there).';

/** A hidden post reaches the open screens only as its removal: its text is not sent again. */
const shown = ({ change, post }: PostChangedEvent): PostChangedEvent['post'] & { change: string } =>
  change === 'hidden' ? { ...post, body: '', safetyNote: null, change } : { ...post, change };

/**
 * A post as the trainer's panel shows it: hidden ones too (he moderates them), its photo fetched
 * from the panel's path with the admin credential rather than the members' path.
 */
export const forTrainer = ({ change, post }: PostChangedEvent): PostChangedEvent['post'] & { change: string } => ({
  ...post,
  change,
  photo: post.photo
    ? {
        ...post.photo,
        url: post.photo.url.replace(CommunityConstants.photoPathPrefix, CommunityConstants.adminPhotoPathPrefix),
      }
    : null,
});

/** The member's edition group, live (GraphQL subscriptions on the WebSocket). */
@Resolver()
export class CommunityLiveResolver {
  constructor(
    private readonly community: CommunityService,
    private readonly live: LiveSubscriptions,
  ) {}

  @Subscription(() => CommunityLiveEventOutput, {
    nullable: true,
    description:
      "Every change of a post of the member's group (new post or reply, 💪 counts, pinned, hidden, restored); ends when the member leaves the group or their session ends. " +
      LIVE_MARKER,
    resolve: (payload: CommunityLivePayload) => {
      const { change, ...post } = shown(payload.communityEvents);
      return { change, post };
    },
  })
  async communityEvents(@Context() context: LiveContext, @Info() info: GraphQLResolveInfo) {
    const user = this.live.memberOf(context);
    const groupKey = await this.community.groupOf(randomUUID(), user);
    return this.live.subscribe(context, [LiveTopics.communityGroup(groupKey)], info);
  }

  @Subscription(() => DirectMessageOutput, {
    nullable: true,
    description:
      "Every message of the member's conversation with the coach (theirs and the coach's); ends when their access or session ends. " +
      LIVE_MARKER,
    resolve: (payload: DirectMessageLivePayload) => payload.directMessages,
  })
  async directMessages(@Context() context: LiveContext, @Info() info: GraphQLResolveInfo) {
    const user = this.live.memberOf(context);
    // only a member with access has a conversation: anyone else is refused with the service's 404
    await this.community.conversation(randomUUID(), user, undefined);
    return this.live.subscribe(context, [LiveTopics.communityConversation(user.id)], info);
  }

  @Subscription(() => CommunityInboxEventOutput, {
    nullable: true,
    description:
      "Every message of every conversation, for the trainer's inbox: an administrator's session and the panel's credential (connection_init's adminAuth). " +
      LIVE_MARKER,
    resolve: (payload: InboxLivePayload) => payload.adminCommunityMessages,
  })
  async adminCommunityMessages(@Context() context: LiveContext, @Info() info: GraphQLResolveInfo) {
    await this.live.adminOf(context);
    return this.live.subscribe(context, [LiveTopics.communityInbox], info);
  }

  @Subscription(() => CommunityLiveEventOutput, {
    nullable: true,
    description:
      "Every change of one edition group's posts (new post or reply, 💪 counts, pinned, hidden, restored), for the trainer's panel: an administrator's session and the panel's credential (connection_init's adminAuth); 404 for a group that does not exist. " +
      LIVE_MARKER,
    resolve: (payload: CommunityLivePayload) => {
      const { change, ...post } = forTrainer(payload.communityEvents);
      return { change, post };
    },
  })
  async adminCommunityGroupEvents(
    @Context() context: LiveContext,
    @Args('groupKey') groupKey: string,
    @Info() info: GraphQLResolveInfo,
  ) {
    const admin = await this.live.adminOf(context);
    // the service answers 404 for a key that is no edition's group: no topic is named by the client alone
    const feed = await this.community.trainerFeed(randomUUID(), admin, groupKey);
    return this.live.subscribe(context, [LiveTopics.communityGroup(feed.groupKey ?? groupKey)], info);
  }
}
