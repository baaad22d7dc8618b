import { CoreModule } from '../core/core.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { Module } from '@nestjs/common';
import { PricingController } from './pricing.controller.js';
import { PricingResolver } from './pricing.resolver.js';
import { PriceQuotesCache } from './price-quotes.cache.js';
import { PricingService } from './pricing.service.js';

@Module({
  imports: [CoreModule, NatsModule],
  controllers: [PricingController],
  providers: [PricingService, PriceQuotesCache, PricingResolver],
  exports: [PricingService],
})
export class PricingModule {}
