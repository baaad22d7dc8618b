import { Module } from '@nestjs/common';
import { MailerModule } from '@reto/platform';
import { StripeModule } from '../stripe/stripe.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { DiscrepanciesHandler } from './discrepancies.handler.js';
import { DiscrepanciesService } from './discrepancies.service.js';
import { PaymentsLedgerModule } from './payments-ledger.module.js';
import { PaymentsLookupHandler } from './payments-lookup.handler.js';
import { PaymentsLookupService } from './payments-lookup.service.js';
import { ReceiptsConsumer } from './receipts.consumer.js';

/** Payments as the admin and the member see them: the lookup, the discrepancies with Stripe, the receipts. */
@Module({
  imports: [MailerModule, PaymentsLedgerModule, SubscriptionsModule, StripeModule],
  controllers: [DiscrepanciesHandler, PaymentsLookupHandler],
  providers: [DiscrepanciesService, PaymentsLookupService, ReceiptsConsumer],
})
export class PaymentsModule {}
