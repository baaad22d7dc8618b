import { ServerNats, type CustomStrategy, type NatsOptions } from '@nestjs/microservices';
import type { NatsConnection } from '@nats-io/transport-node';
import type { ServiceName } from '@reto/contracts';
import { natsConnectionOptions } from './connection-options.js';

/**
 * Nest's NATS server, with every subscription under `subjectPrefix`. The prefix isolates
 * environments (and test runs) that share one NATS server; empty in a normal deployment.
 */
export class PrefixedNatsServer extends ServerNats {
  constructor(
    options: Required<NatsOptions>['options'],
    private readonly subjectPrefix: string,
  ) {
    super(options);
  }

  override async createNatsClient(): Promise<NatsConnection> {
    const connection = (await super.createNatsClient()) as NatsConnection;
    if (this.subjectPrefix) {
      const subscribe = connection.subscribe.bind(connection);
      connection.subscribe = (subject, opts) => subscribe(`${this.subjectPrefix}${subject}`, opts);
    }
    return connection;
  }
}

/**
 * The NATS transport of a service: one queue group per service, so replicas share the requests.
 * `credentials`: the service's NATS user (NATS_USER / NATS_PASSWORD), else those in the URL.
 */
export const natsServerStrategy = (
  service: ServiceName,
  url: string,
  subjectPrefix: string,
  credentials: { user?: string; password?: string } = {},
): CustomStrategy => ({
  strategy: new PrefixedNatsServer(
    {
      ...natsConnectionOptions({ url, ...credentials }),
      name: `${service}-${process.pid}`,
      queue: service,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      gracefulShutdown: true,
      gracePeriod: 2000,
    },
    subjectPrefix,
  ),
});
