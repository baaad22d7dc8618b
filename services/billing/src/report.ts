import { runReportCommand } from '@reto/platform';
import { billingDatabase } from './billing.database.js';
import { KeptWebhooksRepository } from './webhooks/kept-webhooks.repository.js';

/**
 * `node dist/report.js <report>…`, one JSON line each: the platform's `rows` (per table) and
 * `kept-webhooks`, the validly signed webhooks billing kept unapplied, with why and the raw body.
 */
await runReportCommand(billingDatabase, {
  'kept-webhooks': (dataSource) => new KeptWebhooksRepository(dataSource).kept(),
});
