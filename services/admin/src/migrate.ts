import { runMigrationCommand } from '@reto/platform';
import { adminDatabase } from './admin.database.js';

await runMigrationCommand(adminDatabase);
