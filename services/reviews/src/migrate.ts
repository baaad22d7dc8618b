import { runMigrationCommand } from '@reto/platform';
import { reviewsDatabase } from './reviews.database.js';

await runMigrationCommand(reviewsDatabase);
