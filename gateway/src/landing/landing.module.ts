import { Module } from '@nestjs/common';
import { PricingModule } from '../pricing/pricing.module.js';
import { LANDING_CONFIG, loadLandingConfig } from './landing.config.js';
import { LandingPageService } from './landing-page.service.js';

/** The server-rendered /landing (title, Open Graph, JSON-LD, first screen); served by serveSpa. */
@Module({
  imports: [PricingModule],
  providers: [{ provide: LANDING_CONFIG, useFactory: loadLandingConfig }, LandingPageService],
  exports: [LandingPageService],
})
export class LandingModule {}
