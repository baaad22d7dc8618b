// `npm run db:migrate`: the migrations of every service with a database (all but voice), each in
// its own database (reto_<service>, or <DATABASE_NAME>_<service>).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { migrateAll, ROOT } from './system.mjs';

if (existsSync(join(ROOT, '.env'))) process.loadEnvFile(join(ROOT, '.env'));
await migrateAll(process.env);
process.stdout.write('✓ migrations applied\n');
