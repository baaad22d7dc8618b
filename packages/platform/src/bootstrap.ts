import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { ServiceName } from '@reto/contracts';
import { ConfigError, keepBootConfig, loadConfig, serviceConfigSchema, type ServiceConfig } from './config.js';
import { createLogger, PinoNestLogger } from './logger.js';
import { initMetrics, serveMetrics } from './metrics/metrics.js';
import { natsServerStrategy } from './nats/server-options.js';

/**
 * Starts a service as a Nest microservice on NATS, with its Prometheus `/metrics` on METRICS_PORT
 * when one is set. SIGTERM and SIGINT stop it gracefully: the subscriptions close, in-flight
 * requests get the grace period, then the connections close.
 */
export async function bootstrapService(
  service: ServiceName,
  loadModule: () => Promise<unknown>,
  /** The app's own configuration loader (its schema over the service's); parsed here once, for the whole app. */
  loadAppConfig: () => ServiceConfig = () => loadConfig(service, serviceConfigSchema(service)),
): Promise<void> {
  let config;
  try {
    config = loadAppConfig();
    keepBootConfig(service, config);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(service, config.LOG_LEVEL);
  initMetrics(service);
  try {
    const module = await loadModule();
    const app = await NestFactory.createMicroservice(module as never, {
      ...natsServerStrategy(service, config.NATS_URL, config.NATS_SUBJECT_PREFIX, {
        user: config.NATS_USER,
        password: config.NATS_PASSWORD,
      }),
      logger: new PinoNestLogger(logger),
    });
    app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
    await app.listen();
    if (config.METRICS_PORT > 0) serveMetrics(config.METRICS_PORT, config.METRICS_HOST, logger);
    logger.info({ event: 'service.ready' }, `${service} listening on NATS (queue group "${service}")`);
  } catch (error) {
    logger.fatal({ err: error }, `${service} could not start`);
    process.exit(1);
  }
}
