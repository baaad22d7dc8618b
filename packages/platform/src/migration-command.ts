import { ConfigError, loadConfig, serviceConfigSchema } from './config.js';
import { migrateServiceDatabase, type ServiceDatabase } from './database.js';
import { createLogger } from './logger.js';

/** The body of each service's `migrate` entry point: provision (when an admin URL is set), migrate, report. */
export async function runMigrationCommand(db: Omit<ServiceDatabase, 'url'>): Promise<void> {
  try {
    const config = loadConfig(db.service, serviceConfigSchema(db.service));
    const logger = createLogger(`${db.service}-migrate`, config.LOG_LEVEL);
    const applied = await migrateServiceDatabase({ ...db, url: config.DATABASE_URL }, config.DATABASE_ADMIN_URL);
    logger.info(
      { applied },
      applied.length ? `${db.service}: ${applied.length} migration(s) applied` : `${db.service}: schema up to date`,
    );
  } catch (error) {
    process.stderr.write(
      error instanceof ConfigError
        ? `${error.message}\n`
        : `${db.service}: migrations failed: ${(error as Error).message}\n`,
    );
    process.exitCode = 1;
  }
}
