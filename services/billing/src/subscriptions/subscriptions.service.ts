import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  BillingMessages,
  editionBoughtAt,
  periodEndOfEdition,
  type CheckoutProof,
  type SubscriptionStatus,
  type TestPaymentStatusResult,
} from '@reto/contracts';
import { Clock, LOGGER, Mailer } from '@reto/platform';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { BILLING_CONFIG, type BillingConfig } from '../billing.config.js';
import { DAY_MS, PERIOD_DAYS, PRICE_CURRENCY } from '../billing.constants.js';
import { PaymentsRepository } from '../payments/payments.repository.js';
import { PaymentsLedger } from '../payments/payments-ledger.service.js';
import { STRIPE } from '../stripe/stripe.client.js';
import { renewalChange } from './renewal-change.js';
import { renewalMail } from './subscription-mails.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';
import { BillingErrors } from '../billing.errors.js';

/** A member's subscription: its status (`GET /api/subscription-status`), its renewal off and on, and the test tool. */
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly payments: PaymentsRepository,
    private readonly ledger: PaymentsLedger,
    private readonly clock: Clock,
    @Inject(STRIPE) private readonly stripe: Stripe | null,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly mailer: Mailer,
  ) {}

  /**
   * The e-mail a checkout paid for, known by its client secret (only the buyer's browser has it):
   * identity counts that address as verified when the buyer registers with it. A Stripe checkout
   * whose invoice.paid webhook has not arrived yet is asked of Stripe itself.
   */
  async checkoutProof(clientSecret: string): Promise<CheckoutProof> {
    const subscription = await this.subscriptions.findByClientSecret(clientSecret);
    if (!subscription) return { paidEmail: null };
    if (subscription.status === 'active') return { paidEmail: subscription.email };
    if (subscription.provider !== 'stripe' || !this.stripe) return { paidEmail: null };
    try {
      const live = await this.stripe.subscriptions.retrieve(subscription.providerSubscriptionId);
      return { paidEmail: live.status === 'active' ? subscription.email : null };
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'checkout proof: Stripe did not answer');
      return { paidEmail: null };
    }
  }

  async status(email: string): Promise<SubscriptionStatus> {
    const now = this.clock.now();
    const subscription = await this.subscriptions.latestLiveOf(email);
    // A payment's period is the edition it bought: it ends on the next edition's first day, at most
    // two editions after it was made.
    const latest = await this.payments.latestPaidSince(email, new Date(now.getTime() - 2 * PERIOD_DAYS * DAY_MS));
    const paidUntil = latest
      ? periodEndOfEdition(editionBoughtAt(latest.paidAt, this.config.ENROL_CURRENT_UNTIL_DAY).number)
      : null;
    const paid = latest && paidUntil && paidUntil > now ? latest : null;
    const periodEnd = subscription?.currentPeriodEnd ?? (paid ? paidUntil : null);
    const hasSubscription = Boolean(paid) || Boolean(subscription && periodEnd && periodEnd > now);
    return {
      hasSubscription,
      status: subscription?.status ?? (paid ? 'active' : 'none'),
      // Pre-approval belongs to identity: the gateway adds it (billing/billing.service.ts).
      isPreaproved: false,
      message: !hasSubscription
        ? BillingMessages.noSubscription
        : subscription?.cancelAtPeriodEnd
          ? BillingMessages.subscriptionEnding
          : BillingMessages.subscriptionActive,
      currentPeriodEnd: hasSubscription && periodEnd ? periodEnd.toISOString() : null,
      subscriptionId: subscription?.providerSubscriptionId ?? paid?.id ?? null,
      cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
    };
  }

  /**
   * The member turns the renewal off (the subscription ends with the period: the access paid for
   * stays) or back on, as easily; the member gets an e-mail saying what changed and until when.
   * Asking for what already is changes nothing and sends nothing.
   */
  async setRenewal(email: string, renews: boolean): Promise<SubscriptionStatus> {
    const subscription = await this.subscriptions.latestLiveOf(email);
    if (!subscription) throw BillingErrors.noSubscription();
    if (subscription.cancelAtPeriodEnd !== renews) return this.status(email);
    if (subscription.provider === 'stripe') {
      if (!this.stripe) throw BillingErrors.providerOff();
      await this.stripe.subscriptions.update(subscription.providerSubscriptionId, { cancel_at_period_end: !renews });
    }
    await this.subscriptions.setRenewal(
      subscription.id,
      renewalChange({ ...subscription, cancelAtPeriodEnd: !renews }, this.clock.now()),
    );
    const status = await this.status(email);
    await this.mailRenewal(email, renews, status.currentPeriodEnd);
    return status;
  }

  private async mailRenewal(email: string, renews: boolean, periodEnd: string | null): Promise<void> {
    const mail = renewalMail(renews, periodEnd ? new Date(periodEnd) : null, this.config.PUBLIC_URL);
    try {
      await this.mailer.send({ to: email, ...mail });
    } catch (error) {
      // The change is made; the profile shows it.
      this.logger.warn({ err: (error as Error).message }, 'renewal mail not sent');
    }
  }

  /**
   * `/payment-test` (only with PAYMENT_TEST_MODE=true): "paid" records a test payment, "not paid"
   * refunds every active payment of the member; both travel as the usual events, so enrolment and
   * `hasPaid` follow exactly as for a real payment.
   */
  async setTestStatus(email: string, hasPaid: boolean): Promise<TestPaymentStatusResult> {
    if (!this.config.PAYMENT_TEST_MODE) {
      throw BillingErrors.paymentTestDisabled();
    }
    const now = this.clock.now();
    await this.subscriptions.transaction(async (tx) => {
      if (hasPaid) {
        const active = await this.payments.activeForEmail(tx, email);
        if (active.length > 0) return;
        await this.ledger.paid(tx, {
          provider: 'simulated',
          providerPaymentId: `test_${randomUUID()}`,
          email,
          amountCents: this.config.PRICE_CENTS,
          currency: PRICE_CURRENCY,
          paidAt: now,
        });
      } else {
        for (const payment of await this.payments.activeForEmail(tx, email)) {
          await this.ledger.refundWhole(tx, payment, `test-tool:${now.toISOString()}`, null);
        }
      }
    });
    this.logger.info({ email, hasPaid }, 'payment test tool changed the paid state');
    return { success: true, hasPaid, message: 'Estado actualizado' };
  }
}
