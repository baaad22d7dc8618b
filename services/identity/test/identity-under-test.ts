import { randomBytes } from 'node:crypto';
import { startServiceUnderTest, type ServiceUnderTest } from '@reto/platform/testing';
import pg from 'pg';
import { identityDatabase } from '../src/identity.database.js';

export interface IdentityUnderTest {
  identity: ServiceUnderTest;
  /** A client on identity's database, for what a test sets up or reads that no subject offers. */
  sql: pg.Client;
  /** The suite's own Redis prefix (its queues and caches), so suites never share keys. */
  redisPrefix: string;
}

/** Identity started for one suite with `env` on top of the test defaults and its own Redis prefix. */
export async function startIdentity(env: Record<string, string> = {}): Promise<IdentityUnderTest> {
  const redisPrefix = `it${randomBytes(4).toString('hex')}`;
  const identity = await startServiceUnderTest(
    identityDatabase,
    async () => (await import('../src/app.module.js')).AppModule,
    { REDIS_PREFIX: redisPrefix, ...env },
  );
  const sql = new pg.Client({ connectionString: identity.db.urlFor('identity') });
  await sql.connect();
  return { identity, sql, redisPrefix };
}

/** Closes what {@link startIdentity} opened (either may be missing when the start failed). */
export async function stopIdentity(identity: ServiceUnderTest | undefined, sql: pg.Client | undefined) {
  await sql?.end();
  await identity?.close();
}
