import { Inject, Injectable } from '@nestjs/common';
import {
  nextEditionStartAfter,
  periodEndOfEdition,
  readStripeEvent,
  type RefundReason,
  type StripeEvent,
} from '@reto/contracts';
import { Clock, LOGGER, type Tx } from '@reto/platform';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { CustomersRepository } from '../customers/customers.repository.js';
import { PaymentsLedger } from '../payments/payments-ledger.service.js';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository.js';
import { STRIPE } from '../stripe/stripe.client.js';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** One of an invoice's payments: a PaymentIntent, or a charge made without one. */
interface InvoicePaymentCompat {
  status?: string;
  payment?: {
    type?: string;
    payment_intent?: string | { id: string } | null;
    charge?: string | { id: string } | null;
  };
}

/** Fields of an invoice that moved between Stripe API versions, read defensively. */
interface InvoiceCompat {
  subscription?: string | { id: string } | null;
  payment_intent?: string | { id: string } | null;
  parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null;
  payments?: { data?: InvoicePaymentCompat[] };
}

/** The reasons a Stripe refund can give that mean the same here (others, or none: not given). */
const STRIPE_REFUND_REASONS: ReadonlySet<string> = new Set<RefundReason>([
  'requested_by_customer',
  'duplicate',
  'fraudulent',
]);

/** The reason of the charge's latest refund, when the event carries its refunds and it gave one of Stripe's own. */
const stripeRefundReason = (charge: Stripe.Charge): RefundReason | null => {
  const reason = charge.refunds?.data.at(0)?.reason;
  return reason && STRIPE_REFUND_REASONS.has(reason) ? (reason as RefundReason) : null;
};

/** The reference refunds and disputes name for the invoice payment that paid: its PaymentIntent, else its charge. */
const paidPaymentOf = (payments: InvoicePaymentCompat[]): string | null => {
  const paid = payments.find((payment) => payment.status === 'paid') ?? payments[0];
  return idOf(paid?.payment?.payment_intent) ?? idOf(paid?.payment?.charge);
};

/** When Stripe made the event (its `created`, seconds); events come in any order, this orders them. */
const eventTime = (event: StripeEvent) => new Date(((event as { created?: number }).created ?? 0) * 1000);

/** The object of an event already read with the contracts' schema for its type. */
const objectOf = <T>(event: StripeEvent) => event.data.object as unknown as T;

/**
 * A Stripe event the gateway verified (signature, tolerance) and put on JetStream, applied inside
 * the inbox's transaction, through the payments ledger: a paid invoice writes the payment and its
 * outbox row together (one that is not the price is a discrepancy and grants nothing); a refund
 * within the guarantee period revokes the enrolment the same way, also when it comes first.
 */
@Injectable()
export class StripeWebhooksService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly ledger: PaymentsLedger,
    private readonly clock: Clock,
    @Inject(STRIPE) private readonly stripe: Stripe | null,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Applies the raw event; returns why it cannot be read (then nothing changed), or null. */
  async apply(tx: Tx, body: Buffer): Promise<string | null> {
    const read = readStripeEvent(body.toString('utf8'));
    if ('problem' in read) return read.problem;
    const { event } = read;
    switch (event.type) {
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
        await this.invoicePaid(tx, objectOf<Stripe.Invoice>(event));
        break;
      case 'payment_intent.succeeded':
        await this.paymentIntentSucceeded(tx, objectOf<Stripe.PaymentIntent>(event));
        break;
      case 'charge.refunded':
        await this.chargeRefunded(tx, objectOf<Stripe.Charge>(event), this.clock.now());
        break;
      case 'charge.dispute.funds_withdrawn':
        await this.dispute(tx, objectOf<Stripe.Dispute>(event), 'dispute_opened', this.clock.now());
        break;
      case 'charge.dispute.funds_reinstated':
        await this.dispute(tx, objectOf<Stripe.Dispute>(event), 'dispute_won', this.clock.now());
        break;
      case 'charge.dispute.closed': {
        const dispute = objectOf<Stripe.Dispute>(event);
        const outcome = dispute.status === 'won' ? 'dispute_won' : dispute.status === 'lost' ? 'dispute_lost' : null;
        if (outcome) await this.dispute(tx, dispute, outcome, this.clock.now());
        break;
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await this.subscriptionChanged(tx, objectOf<Stripe.Subscription>(event), eventTime(event));
        break;
      default:
        this.logger.debug({ type: event.type }, 'stripe webhook: event type not used');
    }
    return null;
  }

  private async invoicePaid(tx: Tx, invoice: Stripe.Invoice): Promise<void> {
    const compat = invoice as unknown as InvoiceCompat;
    const customerId = idOf(invoice.customer);
    const customer = customerId ? await this.customers.findByStripeId(tx, customerId) : null;
    const email = customer?.email ?? invoice.customer_email;
    if (!email || !invoice.id) {
      this.logger.warn({ invoice: invoice.id }, 'stripe invoice paid without a known e-mail; not granted');
      return;
    }
    const providerSubscriptionId = idOf(compat.parent?.subscription_details?.subscription) ?? idOf(compat.subscription);
    const subscription = providerSubscriptionId
      ? await this.subscriptions.findByProviderId(tx, providerSubscriptionId)
      : null;
    const paidAtSeconds = invoice.status_transitions?.paid_at;
    const paidAt = paidAtSeconds ? new Date(paidAtSeconds * 1000) : this.clock.now();
    // The subscription's first invoice buys the edition its checkout was for: one purchase each.
    const edition = invoice.billing_reason === 'subscription_create' ? (subscription?.editionNumber ?? null) : null;
    const atPrice = await this.ledger.paid(
      tx,
      {
        provider: 'stripe',
        providerPaymentId: invoice.id,
        email,
        amountCents: invoice.amount_paid,
        currency: invoice.currency,
        paidAt,
        subscriptionId: subscription?.id ?? null,
        providerCustomerId: customerId,
        paymentIntentId: await this.paymentOfInvoice(invoice),
      },
      { edition },
    );
    if (subscription && atPrice) {
      // The period is the edition: the first invoice's runs until the next edition's first day (the
      // subscription's billing cycle anchor), each renewal's until the one after.
      const periodEnd = edition !== null ? periodEndOfEdition(edition) : nextEditionStartAfter(paidAt);
      await this.subscriptions.activate(tx, subscription.id, periodEnd);
    }
  }

  /**
   * The payment (its PaymentIntent, or the charge of a payment without one) that paid the invoice,
   * which refunds and disputes name. In the pinned API version an invoice carries no
   * `payment_intent`, and its `payments` list is not in the webhook unless expanded: then Stripe's
   * invoice payments of that invoice say which paid it. Never guessed from the customer's payments.
   */
  private async paymentOfInvoice(invoice: Stripe.Invoice): Promise<string | null> {
    const compat = invoice as unknown as InvoiceCompat;
    const inline = idOf(compat.payment_intent) ?? paidPaymentOf(compat.payments?.data ?? []);
    if (inline || !this.stripe || !invoice.id) return inline;
    const payments = await this.stripe.invoicePayments.list({ invoice: invoice.id, limit: 10 });
    return paidPaymentOf(payments.data as unknown as InvoicePaymentCompat[]);
  }

  /** A one-off payment of ours carries `reto_email` in its metadata; subscription payments come as invoices. */
  private async paymentIntentSucceeded(tx: Tx, intent: Stripe.PaymentIntent): Promise<void> {
    const email = intent.metadata?.reto_email;
    if (!email) return;
    await this.ledger.paid(tx, {
      provider: 'stripe',
      providerPaymentId: intent.id,
      email,
      amountCents: intent.amount_received,
      currency: intent.currency,
      paidAt: new Date(intent.created * 1000),
      providerCustomerId: idOf(intent.customer),
      paymentIntentId: intent.id,
    });
  }

  /**
   * `amount_refunded` is the charge's running total: one fact per charge that keeps the largest
   * total named, so a late event with a smaller total changes nothing. Matched by the payment
   * intent the charge names, never by guessing among the customer's payments.
   */
  private async chargeRefunded(tx: Tx, charge: Stripe.Charge, at: Date): Promise<void> {
    // A charge made without a PaymentIntent is its own payment's reference.
    const paymentRef = idOf(charge.payment_intent) ?? charge.id;
    await this.ledger.fact(tx, {
      provider: 'stripe',
      paymentRef,
      factId: `charge:${charge.id}:refund`,
      kind: 'refund',
      amountCents: charge.refunded ? null : (charge.amount_refunded ?? 0),
      occurredAt: at,
      reason: stripeRefundReason(charge),
    });
  }

  /** A chargeback: the money is withdrawn (no access) until the dispute is won; a lost one stays so. */
  private async dispute(
    tx: Tx,
    dispute: Stripe.Dispute,
    kind: 'dispute_opened' | 'dispute_won' | 'dispute_lost',
    at: Date,
  ): Promise<void> {
    const paymentRef = idOf(dispute.payment_intent) ?? idOf(dispute.charge);
    if (!paymentRef) {
      this.logger.warn({ dispute: dispute.id }, 'stripe dispute that names no payment; ignored');
      return;
    }
    await this.ledger.fact(tx, {
      provider: 'stripe',
      paymentRef,
      factId: `dispute:${dispute.id}:${kind}`,
      kind,
      disputeId: dispute.id,
      occurredAt: at,
    });
  }

  private async subscriptionChanged(tx: Tx, subscription: Stripe.Subscription, at: Date): Promise<void> {
    const compat = subscription as unknown as {
      current_period_end?: number;
      items?: { data?: Array<{ current_period_end?: number }> };
    };
    const periodEnd = compat.items?.data?.[0]?.current_period_end ?? compat.current_period_end;
    await this.subscriptions.updateFromProvider(
      tx,
      subscription.id,
      {
        status: subscription.status,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        ...(periodEnd ? { currentPeriodEnd: new Date(periodEnd * 1000) } : {}),
      },
      at,
    );
  }
}
