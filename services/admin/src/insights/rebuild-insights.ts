import { NestFactory } from '@nestjs/core';
import { InsightsRebuildModule } from './insights-rebuild.module.js';
import { InsightsRebuildService } from './insights-rebuild.service.js';

/** The longest one statement of the rebuild may take (the configuration's most). */
const REBUILD_STATEMENT_TIMEOUT_MS = 60_000;

/**
 * `npm run rebuild-insights -w @reto/admin`: refills the insights read model from the event
 * streams' history, with the admin service's own configuration (its database, its NATS user).
 */
// Each of the rebuild's statements is set-based over a month of events (the completions folded into
// 100,000 member rows at once): bounded by a minute, not by a request's DATABASE_QUERY_TIMEOUT_MS,
// unless the operator sets one.
process.env.DATABASE_QUERY_TIMEOUT_MS ??= String(REBUILD_STATEMENT_TIMEOUT_MS);
const app = await NestFactory.createApplicationContext(InsightsRebuildModule, { logger: false });
try {
  const { events } = await app.get(InsightsRebuildService).run();
  process.stdout.write(`admin: insights rebuilt from ${events} event(s)\n`);
} catch (error) {
  process.stderr.write(`admin: insights rebuild failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await app.close();
}
