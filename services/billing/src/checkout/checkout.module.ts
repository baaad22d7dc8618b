import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module.js';
import { PaymentsLedgerModule } from '../payments/payments-ledger.module.js';
import { StripeModule } from '../stripe/stripe.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { CheckoutHandler } from './checkout.handler.js';
import { CheckoutService } from './checkout.service.js';
import { PurchaseGuard } from './purchase-guard.service.js';

/** Checkout: one purchase per buyer, never charged twice. */
@Module({
  imports: [CustomersModule, PaymentsLedgerModule, SubscriptionsModule, StripeModule],
  controllers: [CheckoutHandler],
  providers: [PurchaseGuard, CheckoutService],
  exports: [PurchaseGuard],
})
export class CheckoutModule {}
