import { Inject, Injectable } from '@nestjs/common';
import type { WebhookReceivedEvent } from '@reto/contracts';
import { LOGGER, type Tx } from '@reto/platform';
import type { Logger } from 'pino';
import { ShopifyWebhooksService } from './shopify-webhooks.service.js';
import { StripeWebhooksService } from './stripe-webhooks.service.js';
import { WebhookEventsRepository } from './webhook-events.repository.js';

/**
 * The webhooks the gateway accepted, as they come off JetStream: each provider event is applied
 * once (webhook_events also catches a replay beyond the bus's duplicate window); one that cannot be
 * applied is kept in malformed_webhooks with its reason and raw body, never retried.
 */
@Injectable()
export class WebhookInboxService {
  constructor(
    private readonly webhookEvents: WebhookEventsRepository,
    private readonly stripe: StripeWebhooksService,
    private readonly shopify: ShopifyWebhooksService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async receive(tx: Tx, event: WebhookReceivedEvent): Promise<void> {
    const { provider, eventId, type } = event;
    const body = Buffer.from(event.bodyBase64, 'base64');
    if (event.problem) return this.keepMalformed(tx, event, body, event.problem);
    if (!(await this.webhookEvents.recordOnce(tx, provider, eventId, type))) {
      this.logger.info({ provider, eventId, type }, 'webhook replayed; ignored');
      return;
    }
    const problem =
      provider === 'stripe' ? await this.stripe.apply(tx, body) : await this.shopify.apply(tx, body, type);
    if (problem) await this.keepMalformed(tx, event, body, problem);
  }

  private async keepMalformed(tx: Tx, event: WebhookReceivedEvent, rawBody: Buffer, reason: string): Promise<void> {
    this.logger.warn({ provider: event.provider, type: event.type }, 'malformed webhook kept for inspection');
    await this.webhookEvents.keepMalformed(tx, {
      provider: event.provider,
      eventId: event.eventId,
      type: event.type,
      reason,
      rawBody,
      receivedAt: new Date(event.receivedAt),
    });
  }
}
