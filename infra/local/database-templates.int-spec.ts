import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropDatabaseTemplates, ensureDatabaseTemplates, templateName } from './database-templates.mjs';
import {
  DATABASE_SERVICES,
  DEFAULT_ADMIN_URL,
  dropSystemDatabases,
  migrateAndSeedAll,
  serviceDatabaseName,
  systemDatabaseAdminUrl,
} from './system.mjs';

const adminUrl = process.env.DATABASE_ADMIN_URL ?? DEFAULT_ADMIN_URL;
const base = { ...process.env, DATABASE_ADMIN_URL: adminUrl };

async function onDatabase<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (database: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/** The templates of `key` that exist, each with whether it is marked a template. */
const templates = (key: string) =>
  onDatabase(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string; datistemplate: boolean }>(
      'SELECT datname, datistemplate FROM pg_database WHERE datname LIKE $1 ORDER BY datname',
      [`${templateName(key)}\\_%`],
    );
    return Object.fromEntries(rows.map((row) => [row.datname, row.datistemplate]));
  });

const allTemplates = (key: string) =>
  Object.fromEntries(DATABASE_SERVICES.map((service) => [serviceDatabaseName(templateName(key), service), true]));

describe('the test systems database templates', () => {
  // keys of this file's own (never the checkout's): a build and a rebuild without touching the run's templates
  const key = () => `test${randomBytes(6).toString('hex')}`;
  const made: string[] = [];
  afterAll(async () => {
    for (const made_key of made) await dropDatabaseTemplates(base, made_key);
  });

  it('are built once for a key, marked templates, and reused by every later system, also by systems starting at once', async () => {
    const first = key();
    made.push(first);
    const builds = await Promise.all([ensureDatabaseTemplates(base, first), ensureDatabaseTemplates(base, first)]);
    expect(builds.map((build) => build.built).sort()).toEqual([false, true]);
    expect(await templates(first)).toEqual(allTemplates(first));
    expect(await ensureDatabaseTemplates(base, first)).toEqual({ databaseName: templateName(first), built: false });
  });

  it('are built anew for another key (other migrations), and where a build was cut half-way', async () => {
    const [one, other] = [key(), key()];
    made.push(one, other);
    await ensureDatabaseTemplates(base, one);
    expect(await ensureDatabaseTemplates(base, other)).toEqual({ databaseName: templateName(other), built: true });
    const cut = serviceDatabaseName(templateName(one), 'identity');
    await onDatabase(adminUrl, async (client) => {
      await client.query(`ALTER DATABASE "${cut}" IS_TEMPLATE false`);
    });
    expect(await ensureDatabaseTemplates(base, one)).toEqual({ databaseName: templateName(one), built: true });
    expect(await templates(one)).toEqual(allTemplates(one));
  }, 180_000);

  it('left unused for a day (other migrations, other checkouts) are dropped by the next build; used ones stay', async () => {
    const [unused, used, next] = [key(), key(), key()];
    made.push(unused, used, next);
    await ensureDatabaseTemplates(base, unused);
    await ensureDatabaseTemplates(base, used);
    const dayAndMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000).toISOString();
    await onDatabase(adminUrl, async (client) => {
      for (const database of Object.keys(allTemplates(unused)))
        await client.query(`COMMENT ON DATABASE "${database}" IS 'reto test template, last used ${dayAndMinuteAgo}'`);
    });
    await ensureDatabaseTemplates(base, next);
    expect(await templates(unused)).toEqual({});
    expect(await templates(used)).toEqual(allTemplates(used));
    expect(await templates(next)).toEqual(allTemplates(next));
  }, 180_000);

  it('give a system databases copied from them, with every migration applied and open to the service role', async () => {
    const from = key();
    made.push(from);
    const { databaseName: template } = await ensureDatabaseTemplates(base, from);
    // a mark only a copy of the template has (migrations from empty would not make it)
    await onDatabase(databaseUrl(serviceDatabaseName(template, 'reviews')), (client) =>
      client.query('CREATE TABLE public.copied_from_template ()'),
    );
    const system = { ...base, DATABASE_NAME: `sys_${key()}`, ADMIN_PASSWORD: `admin-${key()}` };
    try {
      await migrateAndSeedAll(system, { template });
      const marked = await onDatabase(systemDatabaseAdminUrl(system, 'reviews'), (client) =>
        client.query("SELECT 1 FROM pg_tables WHERE tablename = 'copied_from_template'"),
      );
      expect(marked.rowCount).toBe(1);
      for (const service of DATABASE_SERVICES) {
        const applied = (url: string) =>
          onDatabase(url, async (client) =>
            (await client.query(`SELECT name FROM "${service}".migrations ORDER BY id`)).rows.map((row) => row.name),
          );
        const inTemplate = await applied(databaseUrl(serviceDatabaseName(template, service)));
        expect(inTemplate.length).toBeGreaterThan(0);
        expect(await applied(systemDatabaseAdminUrl(system, service))).toEqual(inTemplate);
        // the service's own role signs in to its copy and finds its tables on its search path
        const own = new URL(systemDatabaseAdminUrl(system, service));
        own.username = service;
        own.password = process.env[`${service.toUpperCase()}_DB_PASSWORD`] ?? service;
        expect(await applied(own.toString())).toEqual(inTemplate);
      }
    } finally {
      await dropSystemDatabases(system);
    }
    const left = await onDatabase(adminUrl, (client) =>
      client.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${system.DATABASE_NAME}\\_%`]),
    );
    expect(left.rows).toEqual([]);
  });
});
