import { runMigrationCommand } from '@reto/platform';
import { billingDatabase } from './billing.database.js';

await runMigrationCommand(billingDatabase);
