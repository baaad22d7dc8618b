import { runMigrationCommand } from '@reto/platform';
import { identityDatabase } from './identity.database.js';

await runMigrationCommand(identityDatabase);
