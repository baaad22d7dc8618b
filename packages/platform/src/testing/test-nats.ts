import { connect, type NatsConnection } from '@nats-io/transport-node';
import { natsConnectionOptions } from '../nats/connection-options.js';

/** The NATS server of the test run (NATS_URL, with the test run's user in it), else the local one. */
export const testNatsUrl = (): string => process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

/** A connection of the test's own to the test run's NATS (for buses and probes that play another app). */
export const connectTestNats = (): Promise<NatsConnection> => connect(natsConnectionOptions({ url: testNatsUrl() }));
