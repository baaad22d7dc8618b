import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { BillingRedisModule } from '../billing-redis.module.js';
import { RATES_QUEUE } from '../billing.constants.js';
import { PricingHandler } from './pricing.handler.js';
import { PricingService } from './pricing.service.js';
import { RatesJob, RatesQueueEvents } from './rates.job.js';

/** Prices in the buyer's currency, from the exchange rates the rates job keeps. */
@Module({
  imports: [BullModule.registerQueue({ name: RATES_QUEUE }), BillingRedisModule],
  controllers: [PricingHandler],
  providers: [RatesJob, RatesQueueEvents, PricingService],
  exports: [RatesJob],
})
export class PricingModule {}
