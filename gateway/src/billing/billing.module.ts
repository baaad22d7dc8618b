import { CoreModule } from '../core/core.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BillingController } from './billing.controller.js';
import { BillingResolver } from './billing.resolver.js';
import { BillingService } from './billing.service.js';

@Module({
  imports: [CoreModule, NatsModule, RateLimitModule, AuthModule],
  controllers: [BillingController],
  providers: [BillingService, BillingResolver],
})
export class BillingModule {}
