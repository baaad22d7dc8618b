import { runIdentitySeed } from './seed/index.js';

/** `npm run seed -w services/identity`: prints one JSON line per seeded thing. */
for (const report of await runIdentitySeed()) process.stdout.write(`${JSON.stringify(report)}\n`);
