// One process that migrates the schema of every service with a database, then runs the seeds, so the heavy modules load
// once. Reads the base environment as JSON on argv[2]; prints the seed reports as JSON lines.
//   migrate: the migrations; seed: the seeds; prepare: both (a test system's start: one Node start, not two).
// argv[3], when given, is the DATABASE_NAME of migrated templates (database-templates.mjs): each service's
// database is first copied from its template, and the migrations then find nothing left to apply.
import { appEnv, DATABASE_SERVICES, ROOT, serviceDatabaseName } from './system.mjs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const [task, baseJson, template] = process.argv.slice(2);
const base = JSON.parse(baseJson);
const load = (path) => import(pathToFileURL(join(ROOT, path)).href);

/** Every service's database at once: each is its own database and role, and most of the wait is PostgreSQL's. */
async function migrate() {
  const { migrateServiceDatabase } = await load('packages/platform/dist/index.js');
  await Promise.all(
    DATABASE_SERVICES.map(async (service) => {
      const database = (await load(`services/${service}/dist/${service}.database.js`))[`${service}Database`];
      const env = appEnv(service, base);
      if (template) await copyTemplate(env, serviceDatabaseName(template, service));
      await migrateServiceDatabase({ ...database, url: env.DATABASE_URL }, env.DATABASE_ADMIN_URL);
    }),
  );
}

const quote = (name) => `"${name.replaceAll('"', '""')}"`;

/** The service's database made as a copy of `templateDatabase` (its schema, migrations table and data). */
async function copyTemplate(env, templateDatabase) {
  const database = decodeURIComponent(new URL(env.DATABASE_URL).pathname.slice(1));
  const admin = new pg.Client({ connectionString: env.DATABASE_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${quote(database)} TEMPLATE ${quote(templateDatabase)}`);
  } finally {
    await admin.end();
  }
}

async function seed() {
  const { runIdentitySeed } = await load('services/identity/dist/seed/index.js');
  for (const report of await runIdentitySeed(appEnv('identity', base)))
    process.stdout.write(`${JSON.stringify(report)}\n`);
}

if (task === 'migrate') await migrate();
else if (task === 'seed') await seed();
else if (task === 'prepare') {
  await migrate();
  await seed();
} else {
  throw new Error(`unknown task ${task}`);
}
