import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  CommunitySubjects,
  MemberRemovedEventSchema,
  MessageSentEventSchema,
  PostChangedEventSchema,
  type DirectMessageDto,
  type MemberRemovedEvent,
  type MessageSentEvent,
  type PostChangedEvent,
} from '@reto/contracts/community';
import { EventBus, LOGGER } from '@reto/platform';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { LIVE_EMITTER, publishLive, type LiveEmitter } from './live-emitter.js';
import { LiveTopics, type LiveEndedNotice } from './live-topics.js';

/**
 * How many of a route's events may be on their way to Redis at once. One at a time, each event
 * waited for the previous one's PUBLISH answer and acknowledgement: on a busy replica (its event
 * loop fanning events out to its sockets) that wait, not the work, made posts arrive seconds late.
 * The events are published in the order JetStream delivers them (ioredis sends commands in order).
 */
export const LIVE_EVENTS_IN_FLIGHT = 16;

/** One JetStream event turned into what the live emitter carries. */
interface LiveRoute<S extends z.ZodType> {
  durable: string;
  subject: string;
  schema: S;
  route(event: z.output<S>): { topic: string; payload: unknown } | Array<{ topic: string; payload: unknown }>;
}

/** What a subscription to a group receives: the change and the post as it is now. */
export interface CommunityLivePayload {
  communityEvents: PostChangedEvent;
}

/** What a member's subscription to their conversation receives. */
export interface DirectMessageLivePayload {
  directMessages: DirectMessageDto;
}

/** What the trainer's inbox subscription receives: a message of any conversation, and whose it is. */
export interface InboxLivePayload {
  adminCommunityMessages: { userId: number; message: DirectMessageDto };
}

/**
 * The live-events layer's intake: the services' events on JetStream, each taken by one gateway
 * replica (a durable consumer shared by all) and published on the shared live emitter, whose topic
 * reaches the subscriptions open on every replica. An event is acknowledged once Redis took it.
 */
@Injectable()
export class LiveEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    @Inject(LIVE_EMITTER) private readonly emitter: LiveEmitter,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  readonly routes = [
    {
      durable: 'live-from-community-posts',
      subject: CommunitySubjects.events.postChanged,
      schema: PostChangedEventSchema,
      route: (event: PostChangedEvent) => ({
        topic: LiveTopics.communityGroup(event.post.groupKey),
        payload: { communityEvents: event } satisfies CommunityLivePayload,
      }),
    } satisfies LiveRoute<typeof PostChangedEventSchema>,
    {
      durable: 'live-from-community-removals',
      subject: CommunitySubjects.events.memberRemoved,
      schema: MemberRemovedEventSchema,
      route: (event: MemberRemovedEvent) => ({
        topic: LiveTopics.ended,
        payload: { userId: event.userId } satisfies LiveEndedNotice,
      }),
    } satisfies LiveRoute<typeof MemberRemovedEventSchema>,
    {
      durable: 'live-from-community-messages',
      subject: CommunitySubjects.events.messageSent,
      schema: MessageSentEventSchema,
      route: (event: MessageSentEvent) => [
        {
          topic: LiveTopics.communityConversation(event.userId),
          payload: { directMessages: event.message } satisfies DirectMessageLivePayload,
        },
        {
          topic: LiveTopics.communityInbox,
          payload: {
            adminCommunityMessages: { userId: event.userId, message: event.message },
          } satisfies InboxLivePayload,
        },
      ],
    } satisfies LiveRoute<typeof MessageSentEventSchema>,
  ];

  async onApplicationBootstrap(): Promise<void> {
    for (const route of this.routes as Array<LiveRoute<z.ZodType>>) {
      await this.bus.subscribe({
        durable: route.durable,
        subject: route.subject,
        // each event's PUBLISH leaves as it arrives, in order, without waiting for the previous one's answer
        inFlight: LIVE_EVENTS_IN_FLIGHT,
        handle: async (message) => {
          const parsed = route.schema.safeParse(message.json());
          if (!parsed.success) {
            this.logger.error({ subject: route.subject, issues: parsed.error.issues }, 'live event refused; dropped');
            return;
          }
          const routed = route.route(parsed.data);
          await Promise.all(
            (Array.isArray(routed) ? routed : [routed]).map(({ topic, payload }) =>
              publishLive(this.emitter, topic, payload),
            ),
          );
        },
      });
    }
  }
}
