import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER } from '@reto/platform';
import { RpcClient, type BaseConfig } from '@reto/platform';
import type { Logger } from 'pino';
import { GATEWAY_CONFIG } from '../gateway.config.js';

/** One NATS connection for the gateway; every call to a service goes through it. */
@Global()
@Module({
  providers: [
    {
      provide: RpcClient,
      useFactory: (config: BaseConfig, logger: Logger) =>
        RpcClient.connect({
          url: config.NATS_URL,
          name: `gateway-${process.pid}`,
          timeoutMs: config.NATS_REQUEST_TIMEOUT_MS,
          subjectPrefix: config.NATS_SUBJECT_PREFIX,
          logger,
        }),
      inject: [GATEWAY_CONFIG, LOGGER],
    },
  ],
  exports: [RpcClient],
})
export class NatsModule implements OnApplicationShutdown {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  async onApplicationShutdown(): Promise<void> {
    await this.rpc.close();
  }
}
