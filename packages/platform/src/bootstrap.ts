import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ServiceName } from '@reto/contracts';
import { ConfigError, keepBootConfig, loadConfig, serviceConfigSchema, type ServiceConfig } from './config.js';
import type { Logger } from 'pino';
import { createLogger, PinoNestLogger } from './logger.js';
import { initMetrics, serveMetrics } from './metrics/metrics.js';
import { natsServerStrategy, SHUTDOWN_GRACE_MS, shutdownGraceMs } from './nats/server-options.js';

/**
 * Starts a service as a Nest microservice on NATS, with its Prometheus `/metrics` on METRICS_PORT
 * when one is set. SIGTERM and SIGINT stop it gracefully (`stopOnSignals`).
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
    const graceMs = shutdownGraceMs(config.NATS_REQUEST_TIMEOUT_MS);
    const credentials = { user: config.NATS_USER, password: config.NATS_PASSWORD };
    const app = await NestFactory.createMicroservice(module as never, {
      ...natsServerStrategy(service, config.NATS_URL, config.NATS_SUBJECT_PREFIX, credentials, graceMs),
      logger: new PinoNestLogger(logger),
    });
    stopOnSignals(app, logger, () => app.getTransportServer().close(), stopDeadlineMs(graceMs));
    await app.listen();
    if (config.METRICS_PORT > 0) serveMetrics(config.METRICS_PORT, config.METRICS_HOST, logger);
    logger.info({ event: 'service.ready' }, `${service} listening on NATS (queue group "${service}")`);
  } catch (error) {
    logger.fatal({ err: error }, `${service} could not start`);
    process.exit(1);
  }
}

const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * The longest an app takes to close once signalled, beyond the grace the requests it holds get
 * (`shutdownGraceMs`); past it, it ends anyway: a close that waits on something gone (NATS lost
 * during its drain) never holds a process, under Kubernetes' 40 s grace or outside it.
 */
export const STOP_DEADLINE_MS = 15_000;

/** The deadline of an app whose requests get `graceMs`: the time left to close after them stays the same. */
export const stopDeadlineMs = (graceMs: number): number => STOP_DEADLINE_MS - SHUTDOWN_GRACE_MS + graceMs;

/**
 * SIGTERM or SIGINT closes an app in the order that loses nothing: first the way requests come in
 * (`stopIntake`: a service's transport, which leaves its queue group and answers every request it
 * holds, `PrefixedNatsServer.close`; the gateway's HTTP server, which answers those it holds), and
 * only then the modules let go of what those requests use (worker threads, pools, buffered
 * counts, connections). Nest's own shutdown hooks run the modules' destroy hooks first, while
 * requests are still being answered: a rolling restart answered a sign-in waiting for its hash
 * as a wrong password. A second signal meanwhile changes nothing; once closed, or at `deadlineMs`,
 * the signal is raised again unhandled and ends the process as it would have.
 */
export function stopOnSignals(
  app: INestApplicationContext,
  logger: Logger,
  stopIntake: () => Promise<unknown>,
  deadlineMs = STOP_DEADLINE_MS,
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const end = () => {
      for (const name of STOP_SIGNALS) process.removeListener(name, stop);
      process.kill(process.pid, signal);
    };
    setTimeout(() => {
      logger.error({ deadlineMs }, 'the app did not close in time: it ends now');
      end();
    }, deadlineMs).unref();
    void stopIntake()
      .then(() => app.close())
      .catch((error: unknown) => logger.error({ err: error }, 'the app did not close cleanly'))
      .finally(end);
  };
  for (const name of STOP_SIGNALS) process.on(name, stop);
}
