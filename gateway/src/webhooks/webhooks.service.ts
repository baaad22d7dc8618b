import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  readShopifyWebhook,
  readStripeEvent,
  shopifyEventId,
  WebhookLimits,
  type WebhookProvider,
  type WebhookReceipt,
  type WebhookKept,
  type WebhookReceivedEvent,
  GatewaySubjects,
  WebhookMessages,
} from '@reto/contracts';
import { EventBus, LOGGER, RpcClient, ServiceUnavailableError } from '@reto/platform';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { shopifySignatureIsValid, stripeSignedAt } from './signatures.js';
import { GatewayErrors } from '../gateway.errors.js';

export interface ShopifyHeaders {
  hmac: string;
  topic: string;
}

/**
 * Payment webhooks, accepted durably at the edge so a payment never depends on billing being up:
 * the signature is checked on the raw body, the body is read with the contracts' schemas, and the
 * raw event goes to JetStream (`Nats-Msg-Id` = the provider's id) before the 200. A validly signed
 * but malformed body is published flagged with its problem (billing keeps it for inspection) and,
 * once JetStream holds it, answered 200 with why it was kept: any other answer, the provider retries
 * for days a body that will never read better. While the bus is away the answer is 503 at once, so
 * the provider retries; never 200 without JetStream's acknowledgement. Nothing personal is logged.
 */
@Injectable()
export class WebhooksService {
  /** The webhook helpers work without an API key or a network; used only to verify signatures. */
  private readonly stripe = new Stripe('sk_webhook_verification_only');

  constructor(
    private readonly bus: EventBus,
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async acceptStripe(body: Buffer, signature: string): Promise<WebhookReceipt> {
    this.refuseOversized(body);
    const secret = this.config.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw GatewayErrors.webhookNotConfigured();
    try {
      this.stripe.webhooks.constructEvent(body, signature, secret, WebhookLimits.toleranceSeconds);
    } catch (error) {
      // The SDK parses the body once the signature matched: a verified body that is not JSON is
      // read (and kept) below; anything else fails closed.
      if (!(error instanceof SyntaxError)) {
        this.logger.warn({ provider: 'stripe', err: (error as Error).message }, 'webhook refused: signature');
        throw GatewayErrors.webhookSignatureInvalid();
      }
    }
    // Stripe's SDK only refuses old timestamps; a signature dated in the future is refused too.
    if (stripeSignedAt(signature) - Date.now() / 1000 > WebhookLimits.toleranceSeconds) {
      this.logger.warn({ provider: 'stripe' }, 'webhook refused: signed in the future');
      throw GatewayErrors.webhookTimestampOutOfRange();
    }
    const read = readStripeEvent(body.toString('utf8'));
    if ('problem' in read) return this.keepMalformed('stripe', body, typeOf(body), read.problem, 'malformed');
    return this.publish({ provider: 'stripe', eventId: read.event.id, type: read.event.type, body, problem: null });
  }

  async acceptShopify(body: Buffer, { hmac, topic }: ShopifyHeaders): Promise<WebhookReceipt> {
    this.refuseOversized(body);
    const secret = this.config.SHOPIFY_WEBHOOK_SECRET;
    if (!secret || !shopifySignatureIsValid(body, hmac, secret)) {
      this.logger.warn({ provider: 'shopify' }, 'webhook refused: signature');
      throw GatewayErrors.webhookUnauthorized();
    }
    const read = readShopifyWebhook(body.toString('utf8'), topic);
    if ('problem' in read) {
      return this.keepMalformed(
        'shopify',
        body,
        topic,
        read.problem,
        read.topicMismatch ? 'topic_mismatch' : 'malformed',
      );
    }
    return this.publish({
      provider: 'shopify',
      eventId: shopifyEventId(read.webhook),
      type: topic,
      body,
      problem: null,
    });
  }

  /** NATS would refuse the message (503); the provider is told the body is too large instead. */
  private refuseOversized(body: Buffer): void {
    if (body.length > WebhookLimits.maxBodyBytes) {
      throw GatewayErrors.webhookTooLarge();
    }
  }

  /**
   * A signed body billing cannot apply: on the bus flagged with its problem, de-duplicated by its
   * hash, and answered as received once JetStream acknowledged it (a 503 from publish otherwise).
   */
  private async keepMalformed(
    provider: WebhookProvider,
    body: Buffer,
    type: string,
    problem: string,
    kept: WebhookKept,
  ): Promise<WebhookReceipt> {
    this.logger.warn({ provider, type, kept }, 'webhook not applied: kept for inspection');
    const eventId = `malformed:${createHash('sha256').update(body).digest('hex')}`;
    const receipt = await this.publish({ provider, eventId, type, body, problem });
    const message = kept === 'topic_mismatch' ? WebhookMessages.topicMismatch : WebhookMessages.malformed;
    return { ...receipt, kept, message };
  }

  private async publish(event: {
    provider: WebhookProvider;
    eventId: string;
    type: string;
    body: Buffer;
    problem: string | null;
  }): Promise<WebhookReceipt> {
    const received: WebhookReceivedEvent = {
      provider: event.provider,
      eventId: event.eventId,
      type: event.type.slice(0, 100),
      bodyBase64: event.body.toString('base64'),
      problem: event.problem?.slice(0, 2000) ?? null,
      receivedAt: new Date().toISOString(),
    };
    // The bus is away: 503 at once (the provider retries), never a wait for JetStream's timeout.
    if (this.rpc.busAway) throw new ServiceUnavailableError(GatewaySubjects.events.webhookReceived);
    try {
      const { duplicate } = await this.bus.publish(
        GatewaySubjects.events.webhookReceived,
        received,
        `${event.provider}:${event.eventId}`,
      );
      return { received: true, duplicate };
    } catch (error) {
      this.logger.warn({ provider: event.provider, err: (error as Error).message }, 'webhook not stored: bus down');
      throw new ServiceUnavailableError(GatewaySubjects.events.webhookReceived);
    }
  }
}

/** The `type` of an unreadable Stripe body, when it has one. */
function typeOf(body: Buffer): string {
  try {
    const { type } = JSON.parse(body.toString('utf8')) as { type?: unknown };
    return typeof type === 'string' ? type : '';
  } catch {
    return '';
  }
}
