import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BillingController } from './billing.controller.js';
import { GATEWAY_BILLING_CONFIG, loadGatewayBillingConfig } from './billing.config.js';
import { BillingResolver } from './billing.resolver.js';
import { BillingService } from './billing.service.js';

@Module({
  imports: [AuthModule],
  controllers: [BillingController],
  providers: [
    { provide: GATEWAY_BILLING_CONFIG, useFactory: loadGatewayBillingConfig },
    BillingService,
    BillingResolver,
  ],
  exports: [GATEWAY_BILLING_CONFIG],
})
export class BillingModule {}
