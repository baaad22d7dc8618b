import pg from 'pg';
import type { TestSystem } from '../../infra/local/test-system.mjs';

/** A superuser connection to a running test system's database, to look into every service's schema. */
export async function connectToSystemDatabase(system: TestSystem): Promise<pg.Client> {
  const url = new URL(system.base.DATABASE_ADMIN_URL!);
  url.pathname = `/${system.base.DATABASE_NAME}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}
