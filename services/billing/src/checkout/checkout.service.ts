import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  BillingMessages,
  ErrorCodes,
  type ConfirmSimulatedPaymentSchema,
  type PaymentConfirmation,
  type PersonalData,
  type SubscriptionCheckout,
} from '@reto/contracts';
import { Clock, DomainError, LOGGER } from '@reto/platform';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { BILLING_CONFIG, simulatedPaymentsAllowed, type BillingConfig } from '../billing.config.js';
import {
  DAY_MS,
  PERIOD_DAYS,
  PRICE_CENTS,
  PRICE_CURRENCY,
  SIMULATED_DECLINED_CARDS,
  STRIPE_PRODUCT_NAME,
} from '../billing.constants.js';
import { CustomerEntity } from '../customers/customer.entity.js';
import { CustomersRepository } from '../customers/customers.repository.js';
import { PaymentsRepository } from '../payments/payments.repository.js';
import { STRIPE } from '../stripe/stripe.client.js';
import { SubscriptionEntity } from '../subscriptions/subscription.entity.js';
import { expiryIsValid, passesLuhn } from './card.js';

const refuse = (status: number, message: string, code: string = ErrorCodes.validation) =>
  new DomainError({ status, code, message });

/**
 * The subscribe use case (spec 2 sections 2.2 and 4): stores the customer, then starts a 28-day
 * recurring subscription of 78 USD — the amount is always this server's — at Stripe, or at the
 * built-in simulated provider when no Stripe key is set (DECISIONS.md 4).
 */
@Injectable()
export class CheckoutService {
  private priceId?: Promise<string>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly customers: CustomersRepository,
    private readonly payments: PaymentsRepository,
    private readonly clock: Clock,
    @Inject(STRIPE) private readonly stripe: Stripe | null,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async createSubscription(personalData: PersonalData): Promise<SubscriptionCheckout> {
    if (!this.stripe && !simulatedPaymentsAllowed(this.config)) {
      throw refuse(503, BillingMessages.paymentsNotConfigured, 'payments_not_configured');
    }
    const customer = await this.dataSource.transaction((manager) => this.customers.upsert(manager, personalData));
    return this.stripe ? this.startAtStripe(this.stripe, customer) : this.startSimulated(customer);
  }

  /** The simulated provider's card form (test mode only): a valid card pays, a decline card is refused. */
  async confirmSimulated(input: z.output<typeof ConfirmSimulatedPaymentSchema>): Promise<PaymentConfirmation> {
    if (!simulatedPaymentsAllowed(this.config)) {
      throw refuse(409, BillingMessages.simulatedProviderOff, 'simulated_provider_off');
    }
    const now = this.clock.now();
    if (!passesLuhn(input.cardNumber)) throw refuse(402, BillingMessages.cardInvalid, 'card_invalid');
    if (!expiryIsValid(input.expiry, now)) throw refuse(402, BillingMessages.cardExpiryInvalid, 'card_invalid');
    if (SIMULATED_DECLINED_CARDS.includes(input.cardNumber)) {
      throw refuse(402, BillingMessages.cardDeclined, 'card_declined');
    }
    return this.dataSource.transaction(async (manager) => {
      const subscription = await manager.findOne(SubscriptionEntity, {
        where: { clientSecret: input.clientSecret, provider: 'simulated' },
        lock: { mode: 'pessimistic_write' },
      });
      if (!subscription) throw refuse(404, BillingMessages.checkoutNotFound, 'checkout_not_found');
      const providerPaymentId = `sim_pay_${subscription.id}`;
      if (subscription.status !== 'active') {
        await this.payments.recordSucceeded(manager, {
          provider: 'simulated',
          providerPaymentId,
          email: subscription.email,
          amountCents: subscription.amountCents,
          currency: subscription.currency,
          paidAt: now,
          subscriptionId: subscription.id,
        });
        await manager.update(
          SubscriptionEntity,
          { id: subscription.id },
          { status: 'active', currentPeriodEnd: new Date(now.getTime() + PERIOD_DAYS * DAY_MS) },
        );
      }
      const payment = await this.payments.findByProviderId(manager, 'simulated', providerPaymentId);
      return { status: 'succeeded', paymentId: payment?.id ?? providerPaymentId };
    });
  }

  private async startSimulated(customer: CustomerEntity): Promise<SubscriptionCheckout> {
    const id = randomUUID();
    const subscription = await this.dataSource.getRepository(SubscriptionEntity).save({
      id,
      customerId: customer.id,
      email: customer.email,
      provider: 'simulated',
      providerSubscriptionId: `sim_sub_${id}`,
      clientSecret: `sim_${id.replaceAll('-', '')}_secret_${randomBytes(16).toString('hex')}`,
      status: 'incomplete',
      amountCents: PRICE_CENTS,
      currency: PRICE_CURRENCY,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
    return {
      clientSecret: subscription.clientSecret,
      subscriptionId: subscription.providerSubscriptionId,
      provider: 'simulated',
      publishableKey: null,
      amountCents: PRICE_CENTS,
      currency: PRICE_CURRENCY,
    };
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
        await this.dataSource.getRepository(CustomerEntity).update({ id: customer.id }, { stripeCustomerId });
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
      await this.dataSource.getRepository(SubscriptionEntity).save({
        customerId: customer.id,
        email: customer.email,
        provider: 'stripe',
        providerSubscriptionId: subscription.id,
        clientSecret,
        status: subscription.status,
        amountCents: PRICE_CENTS,
        currency: PRICE_CURRENCY,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      });
      return {
        clientSecret,
        subscriptionId: subscription.id,
        provider: 'stripe',
        publishableKey: this.config.STRIPE_PUBLISHABLE_KEY ?? null,
        amountCents: PRICE_CENTS,
        currency: PRICE_CURRENCY,
      };
    } catch (error) {
      if (error instanceof DomainError) throw error;
      this.logger.error({ err: error }, 'stripe: could not start the subscription');
      throw refuse(502, BillingMessages.paymentFailed, 'payment_provider_failed');
    }
  }

  /** The 28-day recurring price of 78 USD, created once per process. */
  private recurringPrice(stripe: Stripe): Promise<string> {
    this.priceId ??= stripe.prices
      .create({
        currency: PRICE_CURRENCY,
        unit_amount: PRICE_CENTS,
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
