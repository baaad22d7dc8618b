import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { WebhookReceivedEventSchema, WebhookSubjects } from '@reto/contracts';
import {
  consumeExactlyOnce,
  EventBus,
  LOGGER,
  SERVICE_CONFIG,
  type EventHandler,
  type ServiceConfig,
} from '@reto/platform';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { WebhookInboxService } from './webhook-inbox.service.js';

/** `gateway.webhook.received.v1`: every webhook the gateway verified, applied exactly once. */
@Injectable()
export class WebhookInboxConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inbox: WebhookInboxService,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  readonly handler: EventHandler<typeof WebhookReceivedEventSchema> = {
    durable: 'apply-webhooks',
    subject: WebhookSubjects.received,
    schema: WebhookReceivedEventSchema,
    apply: (event, _manager, { tx }) => this.inbox.receive(tx, event),
  };

  async onApplicationBootstrap(): Promise<void> {
    await consumeExactlyOnce(this.bus, this.dataSource, this.logger, this.handler, this.config.NATS_SUBJECT_PREFIX);
  }
}
