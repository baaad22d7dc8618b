import { runReportCommand } from '@reto/platform';
import { adminDatabase } from './admin.database.js';

/** `node dist/report.js <report>…`: the platform's reports (`rows`: the rows of each table), one JSON line each. */
await runReportCommand(adminDatabase);
