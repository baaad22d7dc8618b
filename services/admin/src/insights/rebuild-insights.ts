import { NestFactory } from '@nestjs/core';
import { InsightsRebuildModule } from './insights-rebuild.module.js';
import { InsightsRebuildService } from './insights-rebuild.service.js';

/**
 * `npm run rebuild-insights -w @reto/admin`: refills the insights read model from the event
 * streams' history, with the admin service's own configuration (its database, its NATS user, its
 * statement timeout: every statement of the rebuild is bounded). Its progress goes to stderr, the
 * result to stdout.
 */
const app = await NestFactory.createApplicationContext(InsightsRebuildModule, { logger: false });
try {
  const { events } = await app
    .get(InsightsRebuildService)
    .run({ progress: (line) => process.stderr.write(`admin: insights rebuild: ${line}\n`) });
  process.stdout.write(`admin: insights rebuilt from ${events} event(s)\n`);
} catch (error) {
  process.stderr.write(`admin: insights rebuild failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await app.close();
}
