import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { AccessChangedEventSchema, type AccessChangedEvent, ChallengeSubjects } from '@reto/contracts';
import { EventConsumers, type EventHandler, type Tx } from '@reto/platform';
import { AccessService } from './access.service.js';

/**
 * Keeps hasPaid: `challenge.access.changed.v1` carries the end of the member's access; identity
 * stores it as `paid_until` on the user it names (by id, else by e-mail: only an account whose
 * address is verified, so an unverified account never gets another's access), exactly once per event.
 */
@Injectable()
export class AccessChangedConsumer implements OnApplicationBootstrap, EventHandler<typeof AccessChangedEventSchema> {
  readonly durable = 'identity-paid-from-access';
  readonly subject = ChallengeSubjects.events.accessChanged;
  readonly schema = AccessChangedEventSchema;

  constructor(
    private readonly consumers: EventConsumers,
    private readonly access: AccessService,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.start([this]);
  }

  async apply(event: AccessChangedEvent, _manager: unknown, { tx }: { tx: Tx }): Promise<void> {
    await this.access.applyIn(tx, event);
  }
}
