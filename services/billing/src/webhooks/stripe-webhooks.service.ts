import { Inject, Injectable } from '@nestjs/common';
import { BillingMessages, type WebhookReceipt } from '@reto/contracts';
import { Clock, DomainError, LOGGER } from '@reto/platform';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import { BILLING_CONFIG, type BillingConfig } from '../billing.config.js';
import { WEBHOOK_TOLERANCE_SECONDS } from '../billing.constants.js';
import { CustomersRepository } from '../customers/customers.repository.js';
import { PaymentsRepository } from '../payments/payments.repository.js';
import { RefundsService } from '../payments/refunds.service.js';
import { SubscriptionEntity } from '../subscriptions/subscription.entity.js';
import { WebhookEventEntity } from './webhook-event.entity.js';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Fields of an invoice that moved between Stripe API versions, read defensively. */
interface InvoiceCompat {
  subscription?: string | { id: string } | null;
  payment_intent?: string | { id: string } | null;
  parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null;
  payments?: { data?: Array<{ payment?: { payment_intent?: string | { id: string } | null } }> };
}

/**
 * `POST /api/webhooks/stripe`: the signature is checked on the raw body (tolerance 300 s); each
 * event id is processed once; a paid invoice writes the payment and its outbox row in one
 * transaction; a refund within the guarantee period revokes the enrolment the same way.
 */
@Injectable()
export class StripeWebhooksService {
  /** The webhook helpers work without an API key or a network; used only to verify signatures. */
  private readonly verifier = new Stripe('sk_webhook_verification_only');

  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: PaymentsRepository,
    private readonly customers: CustomersRepository,
    private readonly refunds: RefundsService,
    private readonly clock: Clock,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async receive(payload: Buffer, signature: string): Promise<WebhookReceipt> {
    const secret = this.config.STRIPE_WEBHOOK_SECRET;
    if (!secret)
      throw new DomainError({
        status: 400,
        code: 'webhook_not_configured',
        message: BillingMessages.webhookNotConfigured,
      });
    let event: Stripe.Event;
    try {
      event = this.verifier.webhooks.constructEvent(
        payload,
        signature,
        secret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        this.clock.now().getTime(),
      );
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'stripe webhook refused');
      throw new DomainError({
        status: 400,
        code: 'webhook_signature_invalid',
        message: BillingMessages.webhookSignatureInvalid,
      });
    }
    const processed = await this.dataSource.transaction(async (manager) => {
      const recorded = await manager
        .createQueryBuilder()
        .insert()
        .into(WebhookEventEntity)
        .values({ provider: 'stripe', eventId: event.id, type: event.type })
        .orIgnore()
        .execute();
      if ((recorded.raw as unknown[]).length === 0) return false;
      await this.apply(manager, event);
      return true;
    });
    if (!processed) this.logger.info({ eventId: event.id, type: event.type }, 'stripe webhook replayed; ignored');
    return { received: true, duplicate: !processed };
  }

  private async apply(manager: EntityManager, event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
        return this.invoicePaid(manager, event.data.object);
      case 'payment_intent.succeeded':
        return this.paymentIntentSucceeded(manager, event.data.object);
      case 'charge.refunded':
        return this.chargeRefunded(manager, event.data.object);
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.subscriptionChanged(manager, event.data.object);
      default:
        this.logger.debug({ type: event.type }, 'stripe webhook: event type not used');
    }
  }

  private async invoicePaid(manager: EntityManager, invoice: Stripe.Invoice): Promise<void> {
    const compat = invoice as unknown as InvoiceCompat;
    const customerId = idOf(invoice.customer);
    const customer = customerId ? await this.customers.findByStripeId(manager, customerId) : null;
    const email = customer?.email ?? invoice.customer_email;
    if (!email || !invoice.id) {
      this.logger.warn({ invoice: invoice.id }, 'stripe invoice paid without a known e-mail; not granted');
      return;
    }
    const providerSubscriptionId = idOf(compat.parent?.subscription_details?.subscription) ?? idOf(compat.subscription);
    const subscription = providerSubscriptionId
      ? await manager.findOneBy(SubscriptionEntity, { providerSubscriptionId })
      : null;
    const paidAtSeconds = invoice.status_transitions?.paid_at;
    const paidAt = paidAtSeconds ? new Date(paidAtSeconds * 1000) : this.clock.now();
    await this.payments.recordSucceeded(manager, {
      provider: 'stripe',
      providerPaymentId: invoice.id,
      email,
      amountCents: invoice.amount_paid,
      currency: invoice.currency,
      paidAt,
      subscriptionId: subscription?.id ?? null,
      providerCustomerId: customerId,
      paymentIntentId: idOf(compat.payment_intent) ?? idOf(compat.payments?.data?.[0]?.payment?.payment_intent),
    });
    if (subscription) {
      const periodEnd = invoice.lines?.data?.[0]?.period?.end;
      await manager.update(
        SubscriptionEntity,
        { id: subscription.id },
        { status: 'active', ...(periodEnd ? { currentPeriodEnd: new Date(periodEnd * 1000) } : {}) },
      );
    }
  }

  /** A one-off payment of ours carries `reto_email` in its metadata; subscription payments come as invoices. */
  private async paymentIntentSucceeded(manager: EntityManager, intent: Stripe.PaymentIntent): Promise<void> {
    const email = intent.metadata?.reto_email;
    if (!email) return;
    await this.payments.recordSucceeded(manager, {
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

  private async chargeRefunded(manager: EntityManager, charge: Stripe.Charge): Promise<void> {
    const intentId = idOf(charge.payment_intent);
    const customerId = idOf(charge.customer);
    const payment =
      (intentId ? await this.payments.findByPaymentIntent(manager, intentId) : null) ??
      (customerId ? await this.payments.latestForCustomer(manager, customerId) : null);
    if (!payment) {
      this.logger.warn({ charge: charge.id }, 'stripe refund for an unknown payment; ignored');
      return;
    }
    if (!charge.refunded) {
      this.logger.info({ charge: charge.id }, 'stripe partial refund; access kept');
      return;
    }
    await this.refunds.refund(manager, payment);
  }

  private async subscriptionChanged(manager: EntityManager, subscription: Stripe.Subscription): Promise<void> {
    const compat = subscription as unknown as {
      current_period_end?: number;
      items?: { data?: Array<{ current_period_end?: number }> };
    };
    const periodEnd = compat.items?.data?.[0]?.current_period_end ?? compat.current_period_end;
    await manager.update(
      SubscriptionEntity,
      { providerSubscriptionId: subscription.id },
      {
        status: subscription.status,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        ...(periodEnd ? { currentPeriodEnd: new Date(periodEnd * 1000) } : {}),
      },
    );
  }
}
