import { Inject, Injectable } from '@nestjs/common';
import {
  readShopifyWebhook,
  type ShopifyDispute,
  type ShopifyOrder,
  type ShopifyRefund,
  type ShopifyWebhook,
} from '@reto/contracts';
import { Clock, LOGGER, type Tx } from '@reto/platform';
import type { Logger } from 'pino';
import type { NewFact } from '../payments/payments.repository.js';
import { PaymentsLedger } from '../payments/payments-ledger.service.js';
import { toMinorUnits } from '../payments/currency.js';
import { PurchaseGuard } from '../checkout/purchase-guard.service.js';

/** A cancelled order whose money went back counts as a full refund. */
const RETURNED_STATUSES = ['refunded', 'voided'];
/** Orders the store took but whose money has not (all) arrived: they grant nothing until they are paid. */
const UNPAID_STATUSES = ['pending', 'partially_paid', 'authorized'];

/** What a refund gave back, in the minor units of the money it moved (the store writes major units). */
const refundedCents = (refund: ShopifyRefund) =>
  refund.transactions
    .filter((transaction) => transaction.kind === 'refund' && transaction.status === 'success')
    .reduce((sum, transaction) => sum + toMinorUnits(transaction.amount, transaction.currency ?? 'USD'), 0);

/**
 * A Shopify webhook the gateway verified (`X-Shopify-Hmac-Sha256`) and put on JetStream, applied
 * inside the inbox's transaction as facts of the payments ledger: a paid order is a payment (at the
 * price it gives access); a test order or one not paid yet is recorded for the trainer and gives
 * nothing; each refund adds to the order's refunds; a chargeback is a dispute, won or lost later.
 */
@Injectable()
export class ShopifyWebhooksService {
  constructor(
    private readonly ledger: PaymentsLedger,
    private readonly guard: PurchaseGuard,
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
        return this.fact(tx, webhook.refund.order_id, {
          factId: `refund:${webhook.refund.id}`,
          kind: 'refund',
          amountCents: refundedCents(webhook.refund),
          ...(webhook.refund.created_at ? { occurredAt: new Date(webhook.refund.created_at) } : {}),
        });
      case 'disputes/create':
      case 'disputes/update':
        return this.dispute(tx, webhook.dispute);
      case 'orders/cancelled':
        return RETURNED_STATUSES.includes(webhook.order.financial_status ?? '')
          ? this.fact(tx, webhook.order.id, { factId: 'cancelled', kind: 'refund', amountCents: null })
          : this.logger.info({ topic: webhook.topic }, 'shopify order cancelled but still paid; nothing changed');
      default:
        return this.order(tx, webhook.order, webhook.topic);
    }
  }

  /** A chargeback takes the money back through the bank until it is won; an inquiry only asks questions. */
  private async dispute(tx: Tx, dispute: ShopifyDispute): Promise<void> {
    if (dispute.type !== 'chargeback') {
      this.logger.info({ dispute: dispute.id }, 'shopify dispute inquiry; nothing changed');
      return;
    }
    const kind =
      dispute.status === 'won' ? 'dispute_won' : dispute.status === 'lost' ? 'dispute_lost' : 'dispute_opened';
    await this.fact(tx, dispute.order_id, { factId: `dispute:${dispute.id}:${kind}`, kind, disputeId: dispute.id });
  }

  private async order(tx: Tx, order: ShopifyOrder, topic: string): Promise<void> {
    const email = order.email ?? order.contact_email ?? order.customer?.email;
    const status = order.financial_status ?? (topic === 'orders/paid' ? 'paid' : null);
    const unpaid = order.test ? 'test' : status && UNPAID_STATUSES.includes(status) ? 'pending' : null;
    if (!email || (status !== 'paid' && !unpaid)) {
      this.logger.info({ topic, status }, 'shopify webhook without a paid order; nothing granted');
      return;
    }
    if (unpaid) {
      this.logger.info({ order: order.id, unpaid }, 'shopify order that moved no money; kept for the trainer');
    }
    // The edition a paid order buys (challenge's rule): a second one for it is a refund to make.
    const edition = unpaid ? null : (await this.guard.editionFor(`shopify-order-${order.id}`, email)).purchaseEdition;
    await this.ledger.paid(
      tx,
      {
        provider: 'shopify',
        providerPaymentId: order.id,
        email,
        amountCents: toMinorUnits(order.total_price, order.currency),
        currency: order.currency,
        paidAt: order.processed_at ? new Date(order.processed_at) : this.clock.now(),
      },
      { unpaid: unpaid ?? undefined, edition },
    );
  }

  private async fact(
    tx: Tx,
    orderId: string,
    fact: Pick<NewFact, 'factId' | 'kind'> & { amountCents?: number | null; disputeId?: string; occurredAt?: Date },
  ): Promise<void> {
    await this.ledger.fact(tx, { provider: 'shopify', paymentRef: orderId, occurredAt: this.clock.now(), ...fact });
  }
}
