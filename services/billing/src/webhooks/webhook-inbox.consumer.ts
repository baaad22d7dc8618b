import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { WebhookReceivedEventSchema, GatewaySubjects } from '@reto/contracts';
import { EventConsumers, type EventHandler } from '@reto/platform';
import { WebhookInboxService } from './webhook-inbox.service.js';

/** `gateway.webhook.received.v1`: every webhook the gateway verified, applied exactly once. */
@Injectable()
export class WebhookInboxConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly inbox: WebhookInboxService,
  ) {}

  readonly handler: EventHandler<typeof WebhookReceivedEventSchema> = {
    durable: 'apply-webhooks',
    subject: GatewaySubjects.events.webhookReceived,
    schema: WebhookReceivedEventSchema,
    apply: (event, _manager, { tx }) => this.inbox.receive(tx, event),
  };

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.start([this.handler]);
  }
}
