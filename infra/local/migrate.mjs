// `npm run db:migrate`: every service's migrations against the local database (or DATABASE_NAME).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { migrateAll, ROOT } from './system.mjs';

if (existsSync(join(ROOT, '.env'))) process.loadEnvFile(join(ROOT, '.env'));
await migrateAll(process.env);
process.stdout.write('✓ migrations applied\n');
