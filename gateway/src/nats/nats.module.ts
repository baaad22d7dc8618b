import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { EventBus, LOGGER } from '@reto/platform';
import { RpcClient, type BaseConfig } from '@reto/platform';
import type { Logger } from 'pino';
import { CoreModule } from '../core/core.module.js';
import { GATEWAY_CONFIG } from '../gateway.config.js';

/**
 * One NATS connection for the gateway; every call to a service goes through it, and so do the
 * events the gateway publishes to JetStream (the webhooks it accepted).
 */
@Module({
  imports: [CoreModule],
  providers: [
    {
      provide: RpcClient,
      useFactory: (config: BaseConfig, logger: Logger) =>
        RpcClient.connect({
          url: config.NATS_URL,
          user: config.NATS_USER,
          password: config.NATS_PASSWORD,
          name: `gateway-${process.pid}`,
          timeoutMs: config.NATS_REQUEST_TIMEOUT_MS,
          readRetryAfterMs: config.NATS_READ_RETRY_AFTER_MS,
          subjectPrefix: config.NATS_SUBJECT_PREFIX,
          logger,
        }),
      inject: [GATEWAY_CONFIG, LOGGER],
    },
    {
      provide: EventBus,
      useFactory: (rpc: RpcClient, config: BaseConfig, logger: Logger) =>
        EventBus.create(rpc.nats, 'gateway', config.NATS_SUBJECT_PREFIX, logger),
      inject: [RpcClient, GATEWAY_CONFIG, LOGGER],
    },
  ],
  exports: [RpcClient, EventBus],
})
export class NatsModule implements OnApplicationShutdown {
  constructor(
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(EventBus) private readonly bus: EventBus,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.bus.close();
    await this.rpc.close();
  }
}
