// `npm run db:seed`: the seed data of a fresh system (the admin account, …).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, seedAll } from './system.mjs';

if (existsSync(join(ROOT, '.env'))) process.loadEnvFile(join(ROOT, '.env'));
for (const report of await seedAll(process.env)) process.stdout.write(`${JSON.stringify(report)}\n`);
