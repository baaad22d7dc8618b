import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { AccessChangedEventSchema, ChallengeSubjects } from '@reto/contracts';
import { EventConsumers, type EventHandler } from '@reto/platform';
import { MembersService } from './members.service.js';

/** Group membership follows the challenge's access events, each applied exactly once. */
@Injectable()
export class AccessEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly members: MembersService,
  ) {}

  readonly fromAccess: EventHandler<typeof AccessChangedEventSchema> = {
    durable: 'members-from-access',
    subject: ChallengeSubjects.events.accessChanged,
    schema: AccessChangedEventSchema,
    apply: (event, _manager, { tx }) => this.members.accessChanged(tx, event),
  };

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.start([this.fromAccess]);
  }
}
