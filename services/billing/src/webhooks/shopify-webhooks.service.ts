import { Inject, Injectable } from '@nestjs/common';
import { BillingMessages, type WebhookReceipt } from '@reto/contracts';
import { Clock, DomainError, LOGGER } from '@reto/platform';
import type { Logger } from 'pino';
import { DataSource, type EntityManager } from 'typeorm';
import { z } from 'zod';
import { BILLING_CONFIG, type BillingConfig } from '../billing.config.js';
import { PaymentsRepository } from '../payments/payments.repository.js';
import { RefundsService } from '../payments/refunds.service.js';
import { shopifySignatureIsValid } from './shopify-signature.js';
import { WebhookEventEntity } from './webhook-event.entity.js';

/** The fields of a Shopify order we use. */
const ShopifyOrderSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  email: z.string().nullish(),
  contact_email: z.string().nullish(),
  customer: z.object({ email: z.string().nullish() }).nullish(),
  total_price: z.union([z.string(), z.number()]).transform(Number),
  currency: z.string().length(3),
  financial_status: z.string().nullish(),
  processed_at: z.string().nullish(),
});

/** The fields of a Shopify refund we use: its order and the money it gave back. */
const ShopifyRefundSchema = z.object({
  order_id: z.union([z.number(), z.string()]).transform(String),
  transactions: z
    .array(
      z.object({
        kind: z.string().nullish(),
        status: z.string().nullish(),
        amount: z.union([z.string(), z.number()]).transform(Number),
      }),
    )
    .default([]),
});

const PAID_TOPICS = ['orders/paid', 'orders/create'];
const REFUND_TOPIC = 'refunds/create';
/** A cancelled order whose money went back counts as a full refund. */
const CANCELLED_TOPIC = 'orders/cancelled';
const RETURNED_STATUSES = ['refunded', 'voided'];

const refundedCents = (refund: z.output<typeof ShopifyRefundSchema>) =>
  Math.round(
    100 *
      refund.transactions
        .filter((transaction) => transaction.kind === 'refund' && transaction.status === 'success')
        .reduce((sum, transaction) => sum + transaction.amount, 0),
  );

const parseJson = (rawBody: Buffer): unknown => {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
};

/**
 * `POST /api/webhooks/shopify`: verified with `X-Shopify-Hmac-Sha256`, de-duplicated by
 * `X-Shopify-Webhook-Id`; a paid order grants access like a card payment, and a full refund (or a
 * cancelled order whose money went back) is a refund like a card refund.
 */
@Injectable()
export class ShopifyWebhooksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: PaymentsRepository,
    private readonly refunds: RefundsService,
    private readonly clock: Clock,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async receive(rawBody: Buffer, hmac: string, webhookId: string, topic: string): Promise<WebhookReceipt> {
    const secret = this.config.SHOPIFY_WEBHOOK_SECRET;
    if (!secret || !shopifySignatureIsValid(rawBody, hmac, secret)) {
      throw new DomainError({
        status: 401,
        code: 'webhook_signature_invalid',
        message: BillingMessages.webhookSignatureInvalid,
      });
    }
    const payload = parseJson(rawBody);
    const order = ShopifyOrderSchema.safeParse(payload).data ?? null;
    const refund = topic === REFUND_TOPIC ? (ShopifyRefundSchema.safeParse(payload).data ?? null) : null;
    const eventId = webhookId || `order:${order?.id ?? refund?.order_id ?? 'unknown'}:${topic}`;
    const processed = await this.dataSource.transaction(async (manager) => {
      const recorded = await manager
        .createQueryBuilder()
        .insert()
        .into(WebhookEventEntity)
        .values({ provider: 'shopify', eventId, type: topic || 'unknown' })
        .orIgnore()
        .execute();
      if ((recorded.raw as unknown[]).length === 0) return false;
      if (topic === REFUND_TOPIC || topic === CANCELLED_TOPIC) {
        await this.refundOrder(manager, order, refund, topic);
        return true;
      }
      const paid = order && (order.financial_status === 'paid' || topic === 'orders/paid');
      const email = order?.email ?? order?.contact_email ?? order?.customer?.email;
      if (!order || !paid || !PAID_TOPICS.includes(topic || 'orders/paid') || !email) {
        this.logger.info({ eventId, topic }, 'shopify webhook without a paid order; nothing granted');
        return true;
      }
      await this.payments.recordSucceeded(manager, {
        provider: 'shopify',
        providerPaymentId: order.id,
        email,
        amountCents: Math.round(order.total_price * 100),
        currency: order.currency,
        paidAt: order.processed_at ? new Date(order.processed_at) : this.clock.now(),
      });
      return true;
    });
    return { received: true, duplicate: !processed };
  }

  private async refundOrder(
    manager: EntityManager,
    order: z.output<typeof ShopifyOrderSchema> | null,
    refund: z.output<typeof ShopifyRefundSchema> | null,
    topic: string,
  ): Promise<void> {
    const orderId =
      refund?.order_id ?? (order && RETURNED_STATUSES.includes(order.financial_status ?? '') ? order.id : null);
    const payment = orderId ? await this.payments.findByProviderId(manager, 'shopify', orderId) : null;
    if (!payment) {
      this.logger.info({ topic, orderId }, 'shopify refund without a refunded paid order; nothing changed');
      return;
    }
    if (refund && refundedCents(refund) < payment.amountCents) {
      this.logger.info({ payment: payment.id }, 'shopify partial refund; access kept');
      return;
    }
    await this.refunds.refund(manager, payment);
  }
}
