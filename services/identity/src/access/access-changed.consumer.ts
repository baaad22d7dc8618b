import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AccessChangedEventSchema, EventSubjects, type AccessChangedEvent } from '@reto/contracts';
import {
  consumeExactlyOnce,
  EventBus,
  LOGGER,
  SERVICE_CONFIG,
  type EventHandler,
  type ServiceConfig,
} from '@reto/platform';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
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

  constructor(
    private readonly bus: EventBus,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await consumeExactlyOnce(this.bus, this.dataSource, this.logger, this, this.config.NATS_SUBJECT_PREFIX);
  }

  async apply(event: AccessChangedEvent, manager: EntityManager): Promise<void> {
    const paidUntil = event.accessEndsAt ? new Date(event.accessEndsAt) : null;
    const byId = event.userId ? await manager.update(UserEntity, { id: event.userId }, { paidUntil }) : undefined;
    if (!byId?.affected) await manager.update(UserEntity, { email: event.email.toLowerCase() }, { paidUntil });
  }
}
