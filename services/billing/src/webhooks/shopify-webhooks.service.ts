import { Inject, Injectable } from '@nestjs/common';
import { readShopifyWebhook, type ShopifyOrder, type ShopifyRefund, type ShopifyWebhook } from '@reto/contracts';
import { Clock, LOGGER, type Tx } from '@reto/platform';
import type { Logger } from 'pino';
import { PaymentsRepository } from '../payments/payments.repository.js';
import { PaymentsLedger } from '../payments/payments-ledger.service.js';

/** A cancelled order whose money went back counts as a full refund. */
const RETURNED_STATUSES = ['refunded', 'voided'];

const refundedCents = (refund: ShopifyRefund) =>
  Math.round(
    100 *
      refund.transactions
        .filter((transaction) => transaction.kind === 'refund' && transaction.status === 'success')
        .reduce((sum, transaction) => sum + transaction.amount, 0),
  );

/**
 * A Shopify webhook the gateway verified (`X-Shopify-Hmac-Sha256`) and put on JetStream, applied
 * inside the inbox's transaction, through the payments ledger: a paid order is access when it is the
 * price, like a card payment, and a full refund (or a cancelled order whose money went back) is a
 * refund like a card refund, also when it comes before the order.
 */
@Injectable()
export class ShopifyWebhooksService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly ledger: PaymentsLedger,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Applies the raw body under its topic; returns why it cannot be read (then nothing changed), or null. */
  async apply(tx: Tx, body: Buffer, topic: string): Promise<string | null> {
    const read = readShopifyWebhook(body.toString('utf8'), topic);
    if ('problem' in read) return read.problem;
    await this.applyWebhook(tx, read.webhook);
    return null;
  }

  private async applyWebhook(tx: Tx, webhook: ShopifyWebhook): Promise<void> {
    switch (webhook.topic) {
      case 'refunds/create':
        return this.refundOrder(tx, webhook.refund.order_id, webhook.refund);
      case 'disputes/create':
        // A chargeback takes the money back through the bank; an inquiry only asks questions.
        return webhook.dispute.type === 'chargeback'
          ? this.refundOrder(tx, webhook.dispute.order_id, null, { disputed: true })
          : this.logger.info({ topic: webhook.topic }, 'shopify dispute inquiry; nothing changed');
      case 'orders/cancelled':
        return RETURNED_STATUSES.includes(webhook.order.financial_status ?? '')
          ? this.refundOrder(tx, webhook.order.id, null)
          : this.logger.info({ topic: webhook.topic }, 'shopify order cancelled but still paid; nothing changed');
      default:
        return this.orderPaid(tx, webhook.order, webhook.topic);
    }
  }

  private async orderPaid(tx: Tx, order: ShopifyOrder, topic: string): Promise<void> {
    const paid = order.financial_status === 'paid' || topic === 'orders/paid';
    const email = order.email ?? order.contact_email ?? order.customer?.email;
    if (!paid || !email) {
      this.logger.info({ topic }, 'shopify webhook without a paid order; nothing granted');
      return;
    }
    await this.ledger.paid(tx, {
      provider: 'shopify',
      providerPaymentId: order.id,
      email,
      amountCents: Math.round(order.total_price * 100),
      currency: order.currency,
      paidAt: order.processed_at ? new Date(order.processed_at) : this.clock.now(),
    });
  }

  private async refundOrder(
    tx: Tx,
    orderId: string,
    refund: ShopifyRefund | null,
    { disputed = false } = {},
  ): Promise<void> {
    await this.ledger.refunded(tx, await this.payments.findByProviderId(tx, 'shopify', orderId), {
      provider: 'shopify',
      paymentRef: orderId,
      refundedCents: refund ? refundedCents(refund) : null,
      disputed,
    });
  }
}
