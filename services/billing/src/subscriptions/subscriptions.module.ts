import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MailerModule } from '@reto/platform';
import { RENEWAL_REMINDERS_QUEUE, SIMULATED_RENEWALS_QUEUE } from '../billing.constants.js';
import { PaymentsLedgerModule } from '../payments/payments-ledger.module.js';
import { StripeModule } from '../stripe/stripe.module.js';
import { RenewalReminders, RenewalRemindersJob } from './renewal-reminders.job.js';
import { SimulatedRenewals, SimulatedRenewalsJob } from './simulated-renewals.service.js';
import { SubscriptionsHandler } from './subscriptions.handler.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';
import { SubscriptionsService } from './subscriptions.service.js';

/** Subscriptions: cancelling, the renewal reminders and the simulated renewals. */
@Module({
  imports: [
    BullModule.registerQueue({ name: RENEWAL_REMINDERS_QUEUE }, { name: SIMULATED_RENEWALS_QUEUE }),
    MailerModule,
    PaymentsLedgerModule,
    StripeModule,
  ],
  controllers: [SubscriptionsHandler],
  providers: [
    SubscriptionsRepository,
    SubscriptionsService,
    RenewalReminders,
    RenewalRemindersJob,
    SimulatedRenewals,
    SimulatedRenewalsJob,
  ],
  exports: [SubscriptionsRepository],
})
export class SubscriptionsModule {}
