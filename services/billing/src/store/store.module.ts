import { Module } from '@nestjs/common';
import { StorePurchaseHandler } from './store-purchase.handler.js';
import { StorePurchaseService } from './store-purchase.service.js';
import { StorePurchasesRepository } from './store-purchases.repository.js';

/** Purchases from the external store. */
@Module({
  controllers: [StorePurchaseHandler],
  providers: [StorePurchasesRepository, StorePurchaseService],
})
export class StoreModule {}
