// `npm run db:migrate`: every service's migrations, each in its own database (reto_<service>, or
// <DATABASE_NAME>_<service>).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { migrateAll, ROOT } from './system.mjs';

if (existsSync(join(ROOT, '.env'))) process.loadEnvFile(join(ROOT, '.env'));
await migrateAll(process.env);
process.stdout.write('✓ migrations applied\n');
