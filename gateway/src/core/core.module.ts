import { Module } from '@nestjs/common';
import { createLogger, LOGGER } from '@reto/platform';
import type { Logger } from 'pino';
import { GATEWAY_CONFIG, gatewayConfig, type GatewayConfig } from '../gateway.config.js';

/**
 * The validated config and the one logger of the gateway. Not global: every module that needs
 * either imports this one, so each module's dependencies can be read from its imports.
 */
@Module({
  providers: [
    { provide: GATEWAY_CONFIG, useFactory: gatewayConfig },
    {
      provide: LOGGER,
      useFactory: (config: GatewayConfig): Logger => createLogger('gateway', config.LOG_LEVEL),
      inject: [GATEWAY_CONFIG],
    },
  ],
  exports: [GATEWAY_CONFIG, LOGGER],
})
export class CoreModule {}
