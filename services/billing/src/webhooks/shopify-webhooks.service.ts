import { Inject, Injectable } from '@nestjs/common';
import { BillingMessages, type WebhookReceipt } from '@reto/contracts';
import { Clock, DomainError, LOGGER } from '@reto/platform';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { BILLING_CONFIG, type BillingConfig } from '../billing.config.js';
import { PaymentsRepository } from '../payments/payments.repository.js';
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

const PAID_TOPICS = ['orders/paid', 'orders/create'];

/**
 * `POST /api/webhooks/shopify`: verified with `X-Shopify-Hmac-Sha256`, de-duplicated by
 * `X-Shopify-Webhook-Id`; a paid order grants access like a card payment.
 */
@Injectable()
export class ShopifyWebhooksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: PaymentsRepository,
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
    let order: z.output<typeof ShopifyOrderSchema> | null = null;
    try {
      const parsed = ShopifyOrderSchema.safeParse(JSON.parse(rawBody.toString('utf8')));
      if (parsed.success) order = parsed.data;
    } catch {
      order = null;
    }
    const eventId = webhookId || `order:${order?.id ?? 'unknown'}:${topic}`;
    const processed = await this.dataSource.transaction(async (manager) => {
      const recorded = await manager
        .createQueryBuilder()
        .insert()
        .into(WebhookEventEntity)
        .values({ provider: 'shopify', eventId, type: topic || 'unknown' })
        .orIgnore()
        .execute();
      if ((recorded.raw as unknown[]).length === 0) return false;
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
}
