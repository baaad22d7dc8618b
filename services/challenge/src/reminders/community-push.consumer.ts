import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { CommunitySubjects, MemberNotifiedEventSchema } from '@reto/contracts/community';
import { EventConsumers, type EventHandler } from '@reto/platform';
import { CommunityPushService } from './community-push.service.js';

/** The community's pushes for members, each handled once (a reply to them, the coach's message). */
@Injectable()
export class CommunityPushConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly pushes: CommunityPushService,
  ) {}

  readonly fromCommunity: EventHandler<typeof MemberNotifiedEventSchema> = {
    durable: 'reminders-from-community-notifications',
    subject: CommunitySubjects.events.memberNotified,
    schema: MemberNotifiedEventSchema,
    apply: async (event) => {
      await this.pushes.notify(event);
    },
  };

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.start([this.fromCommunity]);
  }
}
