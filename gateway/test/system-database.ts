import { SERVICE_NAMES, type ServiceName } from '@reto/contracts';
import pg from 'pg';
import { systemDatabaseAdminUrl } from '../../infra/local/system.mjs';
import type { TestSystem } from '../../infra/local/test-system.mjs';

/** Superuser connections to a running test system's databases, one a service: `db.billing.query(…)`. */
export type SystemDatabases = Record<ServiceName, pg.Client> & { end(): Promise<void> };

/** Connects to every service database of a test system (each service has its own); end() closes them. */
export async function connectToSystemDatabases(system: TestSystem): Promise<SystemDatabases> {
  const clients = await Promise.all(
    SERVICE_NAMES.map(async (service) => {
      const client = new pg.Client({ connectionString: systemDatabaseAdminUrl(system.base, service) });
      await client.connect();
      return [service, client] as const;
    }),
  );
  const byService = Object.fromEntries(clients) as Record<ServiceName, pg.Client>;
  return { ...byService, end: async () => void (await Promise.all(clients.map(([, client]) => client.end()))) };
}
