import type { ServiceName } from '@reto/contracts';
import pg from 'pg';
import { DATABASE_SERVICES, systemDatabaseAdminUrl } from '../../infra/local/system.mjs';
import type { TestSystem } from '../../infra/local/test-system.mjs';

/** The services that keep data (voice is stateless). */
type DatabaseService = Exclude<ServiceName, 'voice'>;

/** Superuser connections to a running test system's databases, one a service with data: `db.billing.query(…)`. */
export type SystemDatabases = Record<DatabaseService, pg.Client> & { end(): Promise<void> };

/** Connects to every service database of a test system (each service with data has its own); end() closes them. */
export async function connectToSystemDatabases(system: TestSystem): Promise<SystemDatabases> {
  const clients = await Promise.all(
    (DATABASE_SERVICES as DatabaseService[]).map(async (service) => {
      const client = new pg.Client({ connectionString: systemDatabaseAdminUrl(system.base, service) });
      await client.connect();
      return [service, client] as const;
    }),
  );
  const byService = Object.fromEntries(clients) as Record<DatabaseService, pg.Client>;
  return { ...byService, end: async () => void (await Promise.all(clients.map(([, client]) => client.end()))) };
}
