import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { BillingSubjects, PaymentSucceededEventSchema, type PaymentSucceededEvent } from '@reto/contracts';
import { EventConsumers, Mailer, type EventHandler } from '@reto/platform';
import { BILLING_CONFIG, type BillingConfig } from '../billing.config.js';
import { receiptMail } from '../subscriptions/subscription-mails.js';

/** The providers whose payments are the renewing subscription (a Shopify order gets Shopify's own receipt). */
const SUBSCRIPTION_PROVIDERS: ReadonlySet<PaymentSucceededEvent['provider']> = new Set(['stripe', 'simulated']);

/**
 * The receipt of every subscription payment, from billing's own `billing.payment.succeeded.v1`
 * (so it goes once the payment is committed, and again if the mail server refused it: the event is
 * redelivered until the mail is accepted).
 */
@Injectable()
export class ReceiptsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly mailer: Mailer,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  readonly handler: EventHandler<typeof PaymentSucceededEventSchema> = {
    durable: 'receipts-from-payments',
    subject: BillingSubjects.events.paymentSucceeded,
    schema: PaymentSucceededEventSchema,
    apply: async (payment) => {
      if (!SUBSCRIPTION_PROVIDERS.has(payment.provider)) return;
      const mail = receiptMail(
        {
          amountCents: payment.amountCents,
          currency: payment.currency,
          paidAt: new Date(payment.paidAt),
          guaranteeDays: this.config.GUARANTEE_DAYS,
          testMode: payment.provider === 'simulated',
        },
        this.config.PUBLIC_URL,
      );
      await this.mailer.send({ to: payment.email, ...mail });
    },
  };

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.start([this.handler]);
  }
}
