import { Global, Module, type DynamicModule } from '@nestjs/common';
import { LOGGER } from '@reto/platform';
import type { Logger } from 'pino';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';

/** The validated config and the logger, for every module of the gateway. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: GatewayConfig, logger: Logger): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
      ],
      exports: [GATEWAY_CONFIG, LOGGER],
    };
  }
}
