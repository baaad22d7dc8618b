import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
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
import {
  DAY_MS,
  PERIOD_DAYS,
  PRICE_CURRENCY,
  SIMULATED_DECLINED_CARDS,
  STRIPE_PRODUCT_NAME,
} from '../billing.constants.js';
import type { CustomerEntity } from '../customers/customer.entity.js';
import { CustomersRepository } from '../customers/customers.repository.js';
import { PaymentsLedger } from '../payments/payments-ledger.service.js';
import { PaymentsRepository } from '../payments/payments.repository.js';
import { STRIPE } from '../stripe/stripe.client.js';
import { SubscriptionsRepository, type NewSubscription } from '../subscriptions/subscriptions.repository.js';
import { expiryIsValid, passesLuhn } from './card.js';
import { PurchaseGuard } from './purchase-guard.js';
import { BillingErrors } from '../billing.errors.js';

/** A new subscription of the customer at the price, not yet paid. */
const newSubscription = (
  customer: CustomerEntity,
  provider: NewSubscription['provider'],
  providerSubscriptionId: string,
  priceCents: number,
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
  private priceId?: Promise<string>;

  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly customers: CustomersRepository,
    private readonly payments: PaymentsRepository,
    private readonly ledger: PaymentsLedger,
    private readonly guard: PurchaseGuard,
    private readonly clock: Clock,
    @Inject(STRIPE) private readonly stripe: Stripe | null,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async createSubscription(requestId: string, personalData: PersonalData): Promise<SubscriptionCheckout> {
    if (!this.stripe && !simulatedPaymentsAllowed(this.config)) {
      throw BillingErrors.paymentsNotConfigured();
    }
    await this.guard.refuseIfAlreadyBought(requestId, personalData.email);
    const customer = await this.customers.upsert(personalData);
    return this.stripe ? this.startAtStripe(this.stripe, customer) : this.startSimulated(customer);
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
        // Another checkout of the same e-mail may have paid since this one started.
        await this.guard.refuseIfAlreadyBought(requestId, subscription.email);
        const atPrice = await this.ledger.paid(tx, {
          provider: 'simulated',
          providerPaymentId,
          email: subscription.email,
          amountCents: subscription.amountCents,
          currency: subscription.currency,
          paidAt: now,
          subscriptionId: subscription.id,
        });
        if (atPrice) {
          await this.subscriptions.activate(tx, subscription.id, new Date(now.getTime() + PERIOD_DAYS * DAY_MS));
        }
      }
      const payment = await this.payments.findByProviderId(tx, 'simulated', providerPaymentId);
      return { status: 'succeeded', paymentId: payment?.id ?? providerPaymentId };
    });
  }

  private async startSimulated(customer: CustomerEntity): Promise<SubscriptionCheckout> {
    const id = randomUUID();
    const subscription = await this.subscriptions.insert({
      ...newSubscription(customer, 'simulated', `sim_sub_${id}`, this.config.PRICE_CENTS),
      id,
      clientSecret: `sim_${id.replaceAll('-', '')}_secret_${randomBytes(16).toString('hex')}`,
    });
    return checkoutOf(subscription, null);
  }

  private async startAtStripe(stripe: Stripe, customer: CustomerEntity): Promise<SubscriptionCheckout> {
    try {
      let stripeCustomerId = customer.stripeCustomerId;
      if (!stripeCustomerId) {
        const created = await stripe.customers.create({
          email: customer.email,
          name: customer.fullName,
          phone: `${customer.phoneCountryCode} ${customer.phoneNumber}`,
          metadata: { reto_customer_id: customer.id },
        });
        stripeCustomerId = created.id;
        await this.customers.setStripeId(customer.id, stripeCustomerId);
      }
      const subscription = await stripe.subscriptions.create({
        customer: stripeCustomerId,
        items: [{ price: await this.recurringPrice(stripe) }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret'],
        metadata: { reto_email: customer.email },
      });
      const invoice = subscription.latest_invoice as Stripe.Invoice | null;
      const clientSecret = invoice?.confirmation_secret?.client_secret;
      if (!clientSecret) throw new Error(`subscription ${subscription.id} came without a confirmation secret`);
      const saved = await this.subscriptions.insert({
        ...newSubscription(customer, 'stripe', subscription.id, this.config.PRICE_CENTS),
        clientSecret,
        status: subscription.status,
      });
      return checkoutOf(saved, this.config.STRIPE_PUBLISHABLE_KEY ?? null);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      this.logger.error({ err: error }, 'stripe: could not start the subscription');
      throw BillingErrors.providerFailed();
    }
  }

  /** The 28-day recurring price (PRICE_CENTS, 78 USD by default), created once per process. */
  private recurringPrice(stripe: Stripe): Promise<string> {
    this.priceId ??= stripe.prices
      .create({
        currency: PRICE_CURRENCY,
        unit_amount: this.config.PRICE_CENTS,
        recurring: { interval: 'day', interval_count: PERIOD_DAYS },
        product_data: { name: STRIPE_PRODUCT_NAME },
      })
      .then((price) => price.id)
      .catch((error: unknown) => {
        this.priceId = undefined;
        throw error;
      });
    return this.priceId;
  }
}
