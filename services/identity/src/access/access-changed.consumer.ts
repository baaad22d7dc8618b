import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { AccessChangedEventSchema, EventSubjects, type AccessChangedEvent } from '@reto/contracts';
import { EventConsumers, type EventHandler } from '@reto/platform';
import type { EntityManager } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/**
 * Keeps hasPaid: `challenge.access.changed.v1` carries the end of the member's access; identity
 * stores it as `paid_until` on the user it names (by id, else by e-mail), exactly once per event.
 */
@Injectable()
export class AccessChangedConsumer implements OnApplicationBootstrap, EventHandler<typeof AccessChangedEventSchema> {
  readonly durable = 'identity-paid-from-access';
  readonly subject = EventSubjects.accessChanged;
  readonly schema = AccessChangedEventSchema;

  constructor(private readonly consumers: EventConsumers) {}

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.start([this]);
  }

  async apply(event: AccessChangedEvent, manager: EntityManager): Promise<void> {
    const paidUntil = event.accessEndsAt ? new Date(event.accessEndsAt) : null;
    const byId = event.userId ? await manager.update(UserEntity, { id: event.userId }, { paidUntil }) : undefined;
    if (!byId?.affected) await manager.update(UserEntity, { email: event.email.toLowerCase() }, { paidUntil });
  }
}
