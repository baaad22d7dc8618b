// The migrated databases a test system copies its own from: each service's migrations run once per
// build of them (not once per test system), into a template database named after their content, so a
// changed or added migration gets templates of its own and no test ever runs against an older schema.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import pg from 'pg';
import { DATABASE_SERVICES, DEFAULT_ADMIN_URL, migrateAll, ROOT, serviceDatabaseName } from './system.mjs';

const filesUnder = (dir) => {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
};

/**
 * What a migrated service database is built from: each service's built migrations and its table list
 * (`services/<service>/dist/migrations/`, `dist/<service>.database.js`), the platform's build (its own
 * tables' migrations and the provisioning of roles and schemas) and the migration worker.
 */
export const migrationSources = (root = ROOT) =>
  [
    ...DATABASE_SERVICES.flatMap((service) => [
      ...filesUnder(join(root, 'services', service, 'dist', 'migrations')),
      join(root, 'services', service, 'dist', `${service}.database.js`),
    ]),
    ...filesUnder(join(root, 'packages', 'platform', 'dist')),
    join(root, 'infra', 'local', 'prepare-worker.mjs'),
  ]
    .filter((path) => path.endsWith('.js') || path.endsWith('.mjs'))
    .sort();

/** A digest of every migration source's path and content: any change to one names other templates. */
export function migrationsKey(root = ROOT) {
  const hash = createHash('sha256');
  for (const path of migrationSources(root)) {
    let content;
    try {
      content = readFileSync(path);
    } catch {
      content = 'absent';
    }
    hash.update(`${relative(root, path)}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The DATABASE_NAME of the templates of one migrations key (`tpl_<key>_<service>` each). */
export const templateName = (key) => `tpl_${key}`;

const quote = (name) => `"${name.replaceAll('"', '""')}"`;

/** Drops a database, a template too (PostgreSQL drops none marked IS_TEMPLATE). */
async function dropDatabase(client, database) {
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (rowCount === 0) return;
  await client.query(`ALTER DATABASE ${quote(database)} IS_TEMPLATE false`);
  await client.query(`DROP DATABASE IF EXISTS ${quote(database)} WITH (FORCE)`);
}

/** Each template's comment: when a system last copied it. */
const LAST_USED = 'reto test template, last used ';
/** Templates no system copied for this long (other migrations, other checkouts) are dropped at the next build. */
const UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

async function markUsed(client, databases) {
  for (const database of databases)
    await client.query(`COMMENT ON DATABASE ${quote(database)} IS '${LAST_USED}${new Date().toISOString()}'`);
}

/** Drops the templates other than `kept` that no system copied for a day (or that carry no mark). */
async function dropUnused(client, kept) {
  const { rows } = await client.query(
    `SELECT datname, shobj_description(oid, 'pg_database') AS note FROM pg_database
      WHERE datistemplate AND datname LIKE 'tpl\\_%' AND NOT datname = ANY($1)`,
    [kept],
  );
  const usedSince = Date.now() - UNUSED_FOR_MS;
  for (const { datname, note } of rows) {
    const used = note?.startsWith(LAST_USED) ? Date.parse(note.slice(LAST_USED.length)) : Number.NaN;
    if (!(used >= usedSince)) await dropDatabase(client, datname);
  }
}

/**
 * Makes sure the templates of `key` exist (migrated, marked IS_TEMPLATE), building them when missing:
 * under an advisory lock, so systems starting at once (jest workers, browser workers) build them once
 * and the others wait. A build cut half-way (a database not yet a template) is dropped and made again.
 * Each call marks them used; a build also drops the templates no system used for a day. Answers their
 * DATABASE_NAME and whether this call built them.
 */
export async function ensureDatabaseTemplates(base = process.env, key = migrationsKey()) {
  const adminUrl = base.DATABASE_ADMIN_URL ?? DEFAULT_ADMIN_URL;
  const name = templateName(key);
  const databases = DATABASE_SERVICES.map((service) => serviceDatabaseName(name, service));
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const { rows } = await client.query(
      'SELECT count(*)::int AS ready FROM pg_database WHERE datname = ANY($1) AND datistemplate',
      [databases],
    );
    const built = rows[0].ready !== databases.length;
    if (built) {
      for (const database of databases) await dropDatabase(client, database);
      await migrateAll({ ...base, DATABASE_ADMIN_URL: adminUrl, DATABASE_NAME: name });
      for (const database of databases) await client.query(`ALTER DATABASE ${quote(database)} IS_TEMPLATE true`);
    }
    await markUsed(client, databases);
    if (built) await dropUnused(client, databases);
    return { databaseName: name, built };
  } finally {
    await client.end(); // ends the session, and with it the advisory lock
  }
}

/** Drops the templates of `key` (a test's own key, after it). */
export async function dropDatabaseTemplates(base, key) {
  const client = new pg.Client({ connectionString: base.DATABASE_ADMIN_URL ?? DEFAULT_ADMIN_URL });
  await client.connect();
  try {
    for (const service of DATABASE_SERVICES)
      await dropDatabase(client, serviceDatabaseName(templateName(key), service));
  } finally {
    await client.end();
  }
}
