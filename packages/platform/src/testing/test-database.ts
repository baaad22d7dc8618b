import { randomBytes } from 'node:crypto';
import type { ServiceName } from '@reto/contracts';
import pg from 'pg';
import { migrateServiceDatabase, type ServiceDatabase } from '../database.js';

export const testAdminUrl = () => process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  name: string;
  /** The URL a service of the test connects with: its own role, in a database of its own. */
  urlFor(service: ServiceName): string;
  /** Provisions the service's role and schema in this database and runs its migrations. */
  migrate(db: Omit<ServiceDatabase, 'url'>): Promise<void>;
  /** A client of this database as the administrator, connected: for what a test looks at or sets up directly. */
  adminClient(): Promise<pg.Client>;
  drop(): Promise<void>;
}

/** A database of its own for one test file, so test files never share state. Drop it in afterAll. */
export async function createTestDatabase(prefix = 'test'): Promise<TestDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const adminUrl = testAdminUrl();
  const urlFor = (service: ServiceName) => {
    const url = new URL(adminUrl);
    url.username = service;
    url.password = service;
    url.pathname = `/${name}`;
    return url.toString();
  };
  return {
    name,
    urlFor,
    migrate: async (db) => {
      await migrateServiceDatabase({ ...db, url: urlFor(db.service) }, adminUrl);
    },
    adminClient: async () => {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      return client;
    },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Connects with `url` and answers who it is, or the refusal's code and message (role and CONNECT tests). */
export async function connectAs(url: string): Promise<{ user: string } | { code: string; message: string }> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ user: string }>('SELECT current_user AS user');
    return { user: rows[0]!.user };
  } catch (error) {
    return { code: (error as { code: string }).code, message: (error as Error).message };
  } finally {
    await client.end().catch(() => undefined);
  }
}
