import { randomBytes } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ServiceName } from '@reto/contracts';
import { LONGEST_NATS_WAIT_MS } from '../config.js';
import { createLogger } from '../logger.js';
import { RpcClient } from '../nats/rpc-client.js';
import { natsServerStrategy } from '../nats/server-options.js';
import type { ServiceDatabase } from '../database.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { setClock } from './clock.js';
import { testNatsUrl } from './test-nats.js';

export interface StatelessServiceUnderTest {
  app: INestMicroservice;
  rpc: RpcClient;
  /** Moves the service's clock, every replica's (null: back to the real time). */
  setClock(now: Date | null): Promise<void>;
  /** Starts one more replica of the service: the same database, subjects and queues, as a second pod. */
  startReplica(): Promise<INestMicroservice>;
  close(): Promise<void>;
}

export interface ServiceUnderTest extends StatelessServiceUnderTest {
  db: TestDatabase;
}

/**
 * Boots one service for an integration test, as in production (Nest microservice on the real NATS,
 * its migrated schema on the real PostgreSQL), but with a database and a NATS subject prefix of its
 * own so parallel test files and a running system never answer each other. The service signs in to
 * NATS as its own user (`<SERVICE>_NATS_PASSWORD`, set by the test run), so it has only its own
 * permissions; `rpc` calls it over NATS as the test run's user (the credentials in NATS_URL).
 * A stateless service (`{ service }`, no tables) gets no database and no DATABASE_URL at all.
 */
export function startServiceUnderTest(
  database: Omit<ServiceDatabase, 'url'>,
  loadModule: () => Promise<unknown>,
  env?: Record<string, string>,
): Promise<ServiceUnderTest>;
export function startServiceUnderTest(
  stateless: { service: ServiceName },
  loadModule: () => Promise<unknown>,
  env?: Record<string, string>,
): Promise<StatelessServiceUnderTest>;
export async function startServiceUnderTest(
  database: Omit<ServiceDatabase, 'url'> | { service: ServiceName },
  loadModule: () => Promise<unknown>,
  env: Record<string, string> = {},
): Promise<StatelessServiceUnderTest & { db?: TestDatabase }> {
  const service: ServiceName = database.service;
  let db: TestDatabase | null = null;
  if ('entities' in database) {
    db = await createTestDatabase(`it_${service}`);
    await db.migrate(database);
  } else {
    delete process.env.DATABASE_URL;
  }
  const prefix = `it${randomBytes(5).toString('hex')}.`;
  const natsUrl = testNatsUrl();
  const credentials = { user: service, password: process.env[`${service.toUpperCase()}_NATS_PASSWORD`] ?? '' };
  Object.assign(process.env, {
    ...(db ? { DATABASE_URL: db.urlFor(service) } : {}),
    NATS_SUBJECT_PREFIX: prefix,
    NATS_USER: credentials.user,
    NATS_PASSWORD: credentials.password,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const boot = async () => {
    const instance = await NestFactory.createMicroservice((await loadModule()) as never, {
      ...natsServerStrategy(service, natsUrl, prefix, credentials),
      logger: false,
    });
    await instance.listen();
    return instance;
  };
  const app = await boot();
  const replicas: INestMicroservice[] = [];
  const rpc = await RpcClient.connect({
    url: natsUrl,
    name: `test-${service}`,
    // The longest wait the platform allows a caller: a request the service answers late on a loaded
    // host (an argon2 hash beside a busy test worker) is still its answer, not a 503 that a test
    // reads as the service's.
    timeoutMs: LONGEST_NATS_WAIT_MS,
    subjectPrefix: prefix,
    logger: createLogger('test', 'silent'),
  });
  return {
    app,
    rpc,
    ...(db ? { db } : {}),
    setClock: (now) => setClock(rpc, prefix, now, 1 + replicas.length),
    startReplica: async () => {
      const replica = await boot();
      replicas.push(replica);
      return replica;
    },
    close: async () => {
      for (const replica of replicas) await replica.close();
      await rpc.close();
      await app.close();
      await db?.drop();
    },
  };
}
