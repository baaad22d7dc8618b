// One process that migrates the schema of every service with a database, then runs the seeds, so the heavy modules load
// once. Reads the base environment as JSON on argv[2]; prints the seed reports as JSON lines.
import { appEnv, DATABASE_SERVICES, ROOT } from './system.mjs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [task, baseJson] = process.argv.slice(2);
const base = JSON.parse(baseJson);
const load = (path) => import(pathToFileURL(join(ROOT, path)).href);

if (task === 'migrate') {
  const { migrateServiceDatabase } = await load('packages/platform/dist/index.js');
  for (const service of DATABASE_SERVICES) {
    const database = (await load(`services/${service}/dist/${service}.database.js`))[`${service}Database`];
    const env = appEnv(service, base);
    await migrateServiceDatabase({ ...database, url: env.DATABASE_URL }, env.DATABASE_ADMIN_URL);
  }
} else if (task === 'seed') {
  const { runIdentitySeed } = await load('services/identity/dist/seed/index.js');
  for (const report of await runIdentitySeed(appEnv('identity', base)))
    process.stdout.write(`${JSON.stringify(report)}\n`);
} else {
  throw new Error(`unknown task ${task}`);
}
