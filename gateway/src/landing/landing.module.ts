import { CoreModule } from '../core/core.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { Module } from '@nestjs/common';
import { PricingModule } from '../pricing/pricing.module.js';
import { LandingPageService } from './landing-page.service.js';
import { LandingVisitsService } from './landing-visits.service.js';

/** The server-rendered /landing (title, Open Graph, JSON-LD, first screen); served by serveSpa. */
@Module({
  imports: [CoreModule, NatsModule, PricingModule],
  providers: [LandingPageService, LandingVisitsService],
  exports: [LandingPageService],
})
export class LandingModule {}
