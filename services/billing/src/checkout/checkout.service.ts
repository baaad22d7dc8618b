import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  nextEditionStartAfter,
  periodEndOfEdition,
  type CheckoutStartedEvent,
  type ConfirmSimulatedPaymentSchema,
  type PaymentConfirmation,
  type PersonalData,
  type SubscriptionCheckout,
} from '@reto/contracts';
import { Clock, DomainError, LOGGER } from '@reto/platform';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { z } from 'zod';
import { BILLING_CONFIG, simulatedPaymentsAllowed, type BillingConfig } from '../billing.config.js';
import { PERIOD_DAYS, PRICE_CURRENCY, SIMULATED_DECLINED_CARDS, STRIPE_PRODUCT_NAME } from '../billing.constants.js';
import type { CustomerEntity } from '../customers/customer.entity.js';
import { CustomersRepository } from '../customers/customers.repository.js';
import { PaymentsLedger } from '../payments/payments-ledger.service.js';
import { PaymentsRepository } from '../payments/payments.repository.js';
import { STRIPE } from '../stripe/stripe.client.js';
import { SubscriptionsRepository, type NewSubscription } from '../subscriptions/subscriptions.repository.js';
import { expiryIsValid, passesLuhn } from './card.js';
import { PurchaseGuard } from './purchase-guard.service.js';
import { PurchasesRepository } from '../purchases/purchases.repository.js';
import { BillingErrors } from '../billing.errors.js';

/** A new subscription of the customer at the price, not yet paid. */
const newSubscription = (
  customer: CustomerEntity,
  provider: NewSubscription['provider'],
  providerSubscriptionId: string,
  priceCents: number,
  editionNumber: number,
): Omit<NewSubscription, 'clientSecret'> => ({
  customerId: customer.id,
  email: customer.email,
  provider,
  providerSubscriptionId,
  status: 'incomplete',
  amountCents: priceCents,
  currency: PRICE_CURRENCY,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  editionNumber,
});

const checkoutOf = (
  subscription: Pick<
    NewSubscription,
    'clientSecret' | 'providerSubscriptionId' | 'provider' | 'amountCents' | 'currency'
  >,
  publishableKey: string | null,
): SubscriptionCheckout => ({
  clientSecret: subscription.clientSecret,
  subscriptionId: subscription.providerSubscriptionId,
  provider: subscription.provider,
  publishableKey,
  amountCents: subscription.amountCents,
  currency: subscription.currency,
});

/**
 * The subscribe use case (spec 2 sections 2.2 and 4): refuses an e-mail that already has the edition
 * a purchase would buy, stores the customer, then starts a 28-day
 * recurring subscription at billing's price (PRICE_CENTS, 78 USD by default) — the amount is always this server's — at Stripe, or at the
 * built-in simulated provider when no Stripe key is set (DECISIONS.md 4).
 */
@Injectable()
export class CheckoutService {
  private priceId?: Promise<{ id: string; product: string }>;

  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly customers: CustomersRepository,
    private readonly payments: PaymentsRepository,
    private readonly ledger: PaymentsLedger,
    private readonly guard: PurchaseGuard,
    private readonly purchases: PurchasesRepository,
    private readonly clock: Clock,
    @Inject(STRIPE) private readonly stripe: Stripe | null,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async createSubscription(requestId: string, personalData: PersonalData): Promise<SubscriptionCheckout> {
    if (!this.stripe && !simulatedPaymentsAllowed(this.config)) {
      throw BillingErrors.paymentsNotConfigured();
    }
    const edition = await this.guard.refuseIfAlreadyBought(requestId, personalData.email);
    // The purchase is taken as the checkout is created: every checkout of this e-mail for this
    // edition shares it, and only one payment can ever claim it.
    const purchase = await this.purchases.open(personalData.email, edition);
    if (purchase.paymentId) throw BillingErrors.alreadyPaid();
    const customer = await this.customers.upsert(personalData);
    return this.stripe ? this.startAtStripe(this.stripe, customer, edition) : this.startSimulated(customer, edition);
  }

  /** The simulated provider's card form (test mode only): a valid card pays, a decline card is refused. */
  async confirmSimulated(
    requestId: string,
    input: z.output<typeof ConfirmSimulatedPaymentSchema>,
  ): Promise<PaymentConfirmation> {
    if (!simulatedPaymentsAllowed(this.config)) {
      throw BillingErrors.simulatedProviderOff();
    }
    const now = this.clock.now();
    if (!passesLuhn(input.cardNumber)) throw BillingErrors.cardInvalid();
    if (!expiryIsValid(input.expiry, now)) throw BillingErrors.cardExpiryInvalid();
    if (SIMULATED_DECLINED_CARDS.includes(input.cardNumber)) {
      throw BillingErrors.cardDeclined();
    }
    return this.subscriptions.transaction(async (tx) => {
      const subscription = await this.subscriptions.simulatedForUpdate(tx, input.clientSecret);
      if (!subscription) throw BillingErrors.checkoutNotFound();
      const providerPaymentId = `sim_pay_${subscription.id}`;
      if (subscription.status !== 'active') {
        // The purchase's lock orders the confirmations of every checkout of this e-mail and
        // edition: one that finds it paid is answered with that payment, and charges nothing.
        if (subscription.editionNumber !== null) {
          const purchase = await this.purchases.lock(tx, subscription.email, subscription.editionNumber);
          if (purchase.paymentId) {
            this.logger.info({ subscription: subscription.id }, 'purchase already paid; answered with its payment');
            return { status: 'succeeded', paymentId: purchase.paymentId };
          }
        }
        // Another way in (a store order, an admin grant) may have given the edition since.
        await this.guard.refuseIfAlreadyBought(requestId, subscription.email);
        const atPrice = await this.ledger.paid(
          tx,
          {
            provider: 'simulated',
            providerPaymentId,
            email: subscription.email,
            amountCents: subscription.amountCents,
            currency: subscription.currency,
            paidAt: now,
            subscriptionId: subscription.id,
          },
          { edition: subscription.editionNumber },
        );
        if (atPrice) {
          // The period is the edition: it ends, and renews, on the first day of the next one.
          const periodEnd =
            subscription.editionNumber !== null
              ? periodEndOfEdition(subscription.editionNumber)
              : nextEditionStartAfter(now);
          await this.subscriptions.activate(tx, subscription.id, periodEnd);
        }
      }
      const payment = await this.payments.findByProviderId(tx, 'simulated', providerPaymentId);
      return { status: 'succeeded', paymentId: payment?.id ?? providerPaymentId };
    });
  }

  private async startSimulated(customer: CustomerEntity, edition: number): Promise<SubscriptionCheckout> {
    const id = randomUUID();
    const subscription = await this.subscriptions.insertStarted(
      {
        ...newSubscription(customer, 'simulated', `sim_sub_${id}`, this.config.PRICE_CENTS, edition),
        id,
        clientSecret: `sim_${id.replaceAll('-', '')}_secret_${randomBytes(16).toString('hex')}`,
      },
      this.started(edition),
    );
    return checkoutOf(subscription, null);
  }

  /**
   * Every Stripe call carries an idempotency key: the customer's per customer, the subscription's
   * per customer and edition, so two checkouts of one purchase (two tabs, a double click) are the
   * same Stripe subscription with the same client secret, and cannot be paid twice.
   *
   * The billing period is the edition: the first invoice charges the price now (the edition bought),
   * and the subscription's cycle is anchored on the first day of the edition after it, without
   * proration, so every renewal falls on an edition's first day.
   */
  private async startAtStripe(
    stripe: Stripe,
    customer: CustomerEntity,
    edition: number,
  ): Promise<SubscriptionCheckout> {
    try {
      let stripeCustomerId = customer.stripeCustomerId;
      if (!stripeCustomerId) {
        const created = await stripe.customers.create(
          {
            email: customer.email,
            name: customer.fullName,
            phone: `${customer.phoneCountryCode} ${customer.phoneNumber}`,
            metadata: { reto_customer_id: customer.id },
          },
          { idempotencyKey: `reto-customer-${customer.id}` },
        );
        stripeCustomerId = created.id;
        await this.customers.setStripeId(customer.id, stripeCustomerId);
      }
      const price = await this.recurringPrice(stripe);
      const subscription = await stripe.subscriptions.create(
        {
          customer: stripeCustomerId,
          items: [{ price: price.id }],
          add_invoice_items: [
            { price_data: { currency: PRICE_CURRENCY, product: price.product, unit_amount: this.config.PRICE_CENTS } },
          ],
          billing_cycle_anchor: Math.floor(periodEndOfEdition(edition).getTime() / 1000),
          proration_behavior: 'none',
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: ['latest_invoice.confirmation_secret'],
          metadata: { reto_email: customer.email, reto_edition: String(edition) },
        },
        { idempotencyKey: `reto-subscription-${stripeCustomerId}-${edition}` },
      );
      const known = await this.subscriptions.findByProviderSubscriptionId(subscription.id);
      if (known) return checkoutOf(known, this.config.STRIPE_PUBLISHABLE_KEY ?? null);
      const invoice = subscription.latest_invoice as Stripe.Invoice | null;
      const clientSecret = invoice?.confirmation_secret?.client_secret;
      if (!clientSecret) throw new Error(`subscription ${subscription.id} came without a confirmation secret`);
      const saved = await this.subscriptions.insertStarted(
        {
          ...newSubscription(customer, 'stripe', subscription.id, this.config.PRICE_CENTS, edition),
          clientSecret,
          status: subscription.status,
        },
        this.started(edition),
      );
      return checkoutOf(saved, this.config.STRIPE_PUBLISHABLE_KEY ?? null);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      this.logger.error({ err: error }, 'stripe: could not start the subscription');
      throw BillingErrors.providerFailed();
    }
  }

  /**
   * The news that a checkout of `edition` started, for the trainer's funnel: an id of its own (not
   * the subscription's), the edition and today's UTC day, nothing about the buyer.
   */
  private started(edition: number): CheckoutStartedEvent {
    return { checkoutId: randomUUID(), edition, day: this.clock.now().toISOString().slice(0, 10) };
  }

  /** The 28-day recurring price (PRICE_CENTS, 78 USD by default) and its product, created once per process. */
  private recurringPrice(stripe: Stripe): Promise<{ id: string; product: string }> {
    this.priceId ??= stripe.prices
      .create(
        {
          currency: PRICE_CURRENCY,
          unit_amount: this.config.PRICE_CENTS,
          recurring: { interval: 'day', interval_count: PERIOD_DAYS },
          product_data: { name: STRIPE_PRODUCT_NAME },
        },
        { idempotencyKey: `reto-price-${PRICE_CURRENCY}-${this.config.PRICE_CENTS}-${PERIOD_DAYS}` },
      )
      .then((price) => ({
        id: price.id,
        product: typeof price.product === 'string' ? price.product : price.product.id,
      }))
      .catch((error: unknown) => {
        this.priceId = undefined;
        throw error;
      });
    return this.priceId;
  }
}
