import { runMigrationCommand } from '@reto/platform';
import { challengeDatabase } from './challenge.database.js';

await runMigrationCommand(challengeDatabase);
