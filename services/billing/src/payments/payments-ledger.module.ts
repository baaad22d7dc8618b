import { Module } from '@nestjs/common';
import { PricingModule } from '../pricing/pricing.module.js';
import { PurchasesRepository } from '../purchases/purchases.repository.js';
import { PaymentsLedger } from './payments-ledger.service.js';
import { PaymentsRepository } from './payments.repository.js';
import { PriceCheck } from './price-check.service.js';

/** The payments ledger: every charge and refund recorded once, whichever way it arrived. */
@Module({
  imports: [PricingModule],
  providers: [PaymentsRepository, PurchasesRepository, PriceCheck, PaymentsLedger],
  exports: [PaymentsRepository, PurchasesRepository, PaymentsLedger],
})
export class PaymentsLedgerModule {}
