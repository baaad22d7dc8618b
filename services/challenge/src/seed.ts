import { runChallengeSeed } from './seed/index.js';

/** `npm run seed -w services/challenge -- <name>…`: prints one JSON line per seeded thing. */
for (const report of await runChallengeSeed(process.argv.slice(2))) process.stdout.write(`${JSON.stringify(report)}\n`);
