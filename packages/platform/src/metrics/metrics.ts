import { createServer, type Server } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; NATS round trips inside one machine or cluster are short, a timeout is long. */
const NATS_DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** The process's Prometheus registry: Node's own metrics and the NATS timings, labelled with the app. */
export const metricsRegistry = new Registry();

let appLabelled = false;

/** Labels every metric with the app's name and starts Node's default metrics (once per process). */
export function initMetrics(app: string): void {
  if (appLabelled) return;
  appLabelled = true;
  metricsRegistry.setDefaultLabels({ app });
  collectDefaultMetrics({ register: metricsRegistry });
}

/** NATS round trips in seconds by subject and outcome: ok, refused (the service answered an error), unavailable (no responder or timeout). */
const natsDurations = (name: string, help: string) =>
  new Histogram({
    name,
    help,
    labelNames: ['subject', 'outcome'] as const,
    buckets: NATS_DURATION_BUCKETS,
    registers: [metricsRegistry],
  });

export const natsRequestDuration = natsDurations(
  'reto_nats_request_duration_seconds',
  'Requests this process sent to a service over NATS, by subject and outcome.',
);

export const natsReadRetries = new Counter({
  name: 'reto_nats_read_retries_total',
  help: 'Reads this process asked a second time because the first got no reply in NATS_READ_RETRY_AFTER_MS.',
  labelNames: ['subject'] as const,
  registers: [metricsRegistry],
});

export const natsReadRetriesOverBudget = new Counter({
  name: 'reto_nats_read_retries_over_budget_total',
  help: 'Reads this process did not ask again, though unanswered in NATS_READ_RETRY_AFTER_MS, because its retry budget was spent.',
  labelNames: ['subject'] as const,
  registers: [metricsRegistry],
});

/** 1 while a dependency answered its last health check, 0 while it did not (readiness ignores the shared ones). */
export const dependencyUp = new Gauge({
  name: 'reto_dependency_up',
  help: 'Whether a dependency (nats, redis, postgres, a service, a schedule) answered its last health check.',
  labelNames: ['dependency'] as const,
  registers: [metricsRegistry],
});

export const natsHandlerDuration = natsDurations(
  'reto_nats_handler_duration_seconds',
  'NATS requests this service handled, by subject and outcome.',
);

/**
 * The registry's text for Prometheus (prom-client's own, metric by metric), with a turn of the event
 * loop before each metric. prom-client's `metrics()` collects and writes every metric in one go:
 * after a fuzz run, a few thousand lines (a histogram's buckets for every route and status) held the
 * gateway's loop 10-40 ms on each scrape, and every request that arrived meanwhile waited.
 */
export async function metricsText(registry: Registry = metricsRegistry): Promise<string> {
  const texts: string[] = [];
  for (const { name } of registry.getMetricsAsArray()) {
    await nextTurn();
    texts.push(await registry.getSingleMetricAsString(name));
  }
  return `${texts.join('\n\n')}\n`;
}

/**
 * A service's `/metrics` for Prometheus on its own port (services have no HTTP otherwise). The
 * server does not keep the process alive; shutdown ends it with the process.
 */
export function serveMetrics(port: number, host: string, logger: Logger): Server {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metricsText().then(
      (text) => res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500).end();
      },
    );
  });
  server.on('error', (error) => logger.error({ err: error, port }, 'metrics server failed'));
  server.listen(port, host, () => logger.info({ event: 'metrics.ready', port }, `metrics on :${port}/metrics`));
  server.unref();
  return server;
}
