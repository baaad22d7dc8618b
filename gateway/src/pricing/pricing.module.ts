import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module.js';
import { PricingController } from './pricing.controller.js';
import { PricingResolver } from './pricing.resolver.js';
import { PricingService } from './pricing.service.js';

@Module({
  imports: [BillingModule],
  controllers: [PricingController],
  providers: [PricingService, PricingResolver],
  exports: [PricingService],
})
export class PricingModule {}
