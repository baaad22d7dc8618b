import { Module } from '@nestjs/common';
import { REDIS_CONNECTIONS, type RedisConnections } from '@reto/platform';
import { AuthModule } from '../auth/auth.module.js';
import { CoreModule } from '../core/core.module.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { NatsModule } from '../nats/nats.module.js';
import { GatewayRedisModule } from '../redis/redis.module.js';
import { createLiveEmitter, LIVE_EMITTER } from './live-emitter.js';
import { LiveEventsConsumer } from './live-events.consumer.js';
import { LiveFanout } from './live-fanout.service.js';
import { LiveSubscriptions } from './live-subscriptions.service.js';

/**
 * The live-events layer: the services' events (JetStream) on one emitter shared by every replica,
 * the GraphQL subscriptions' authentication, and the rules that end them. The emitter's Redis
 * connections are closed by RedisModule when the gateway stops.
 */
@Module({
  imports: [CoreModule, NatsModule, AuthModule, GatewayRedisModule],
  providers: [
    {
      provide: LIVE_EMITTER,
      useFactory: (config: GatewayConfig, connections: RedisConnections) => createLiveEmitter(config, connections),
      inject: [GATEWAY_CONFIG, REDIS_CONNECTIONS],
    },
    LiveFanout,
    LiveSubscriptions,
    LiveEventsConsumer,
  ],
  exports: [LIVE_EMITTER, LiveSubscriptions],
})
export class LiveModule {}
