import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER } from '@reto/platform';
import type { Logger } from 'pino';
import { AuthModule } from '../auth/auth.module.js';
import { CoreModule } from '../core/core.module.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { NatsModule } from '../nats/nats.module.js';
import { createLiveEmitter, LIVE_EMITTER, type LiveEmitter } from './live-emitter.js';
import { LiveEventsConsumer } from './live-events.consumer.js';
import { LiveSubscriptions } from './live-subscriptions.service.js';

/**
 * The live-events layer: the services' events (JetStream) on one emitter shared by every replica,
 * the GraphQL subscriptions' authentication, and the rules that end them.
 */
@Module({
  imports: [CoreModule, NatsModule, AuthModule],
  providers: [
    {
      provide: LIVE_EMITTER,
      useFactory: (config: GatewayConfig, logger: Logger) => createLiveEmitter(config, logger),
      inject: [GATEWAY_CONFIG, LOGGER],
    },
    LiveSubscriptions,
    LiveEventsConsumer,
  ],
  exports: [LIVE_EMITTER, LiveSubscriptions],
})
export class LiveModule implements OnApplicationShutdown {
  constructor(@Inject(LIVE_EMITTER) private readonly emitter: LiveEmitter) {}

  onApplicationShutdown(): Promise<void> {
    return new Promise((resolve) => this.emitter.close(() => resolve()));
  }
}
