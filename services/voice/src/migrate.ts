import { runMigrationCommand } from '@reto/platform';
import { voiceDatabase } from './voice.database.js';

await runMigrationCommand(voiceDatabase);
