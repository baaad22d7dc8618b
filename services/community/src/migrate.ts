import { runMigrationCommand } from '@reto/platform';
import { communityDatabase } from './community.database.js';

await runMigrationCommand(communityDatabase);
