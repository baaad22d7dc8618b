import { z } from 'zod';
import type { ServiceName } from '@reto/contracts';
import { DEFAULT_SUPPORT_EMAIL, DEFAULT_SUPPORT_HOURS } from '@reto/contracts/shared-copy';

export class ConfigError extends Error {
  constructor(
    readonly app: string,
    readonly problems: string[],
  ) {
    super(`Configuración inválida de ${app}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a ${protocols.join(' or ')} URL`,
  );

/** The longest a caller may wait for a service over NATS (NATS_REQUEST_TIMEOUT_MS's bound). */
export const LONGEST_NATS_WAIT_MS = 30_000;

/** Settings every app shares. Defaults fit a local run against the servers of STACK.md. */
export const baseConfigSchema = z.object({
  /** development | production | test: production turns the test and development conveniences off. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The least severe log line written (pino: fatal, error, warn, info, debug, trace, silent). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The NATS server (nats:// or tls://, credentials allowed in the URL). */
  NATS_URL: url(['nats:', 'tls:']).default('nats://127.0.0.1:4222'),
  /**
   * The app's own NATS user (each app has one, with the permissions of infra/nats/permissions.mjs)
   * and its password; credentials in NATS_URL (`nats://user:password@host:4222`) serve as well.
   * Required in production.
   */
  NATS_USER: z.string().optional(),
  NATS_PASSWORD: z.string().optional(),
  /** A service that does not answer in time: the caller answers 503 (with a Spanish message). */
  NATS_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(LONGEST_NATS_WAIT_MS).default(3000),
  /**
   * A read (READ_SUBJECTS in the contracts) unanswered this long is asked again (and once more at four
   * times it), so a replica that died with it costs milliseconds, not the whole timeout; well above
   * the reads' p99. 0: never.
   */
  NATS_READ_RETRY_AFTER_MS: z.coerce.number().int().min(0).max(30_000).default(250),
  /** Put before every NATS subject: isolates environments or test runs sharing one NATS server. */
  NATS_SUBJECT_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-]+\.)?$/, 'must be empty or a single token followed by a dot, e.g. "staging."')
    .default(''),
  /** The Redis server: caches, rate limits, BullMQ queues, the upload stash. */
  REDIS_URL: url(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
  /**
   * The longest an app's Redis command may take before it fails (ioredis `commandTimeout`): a hung
   * Redis then costs a cache miss or the in-memory limit, never a request's whole wait. Far above a
   * healthy Redis's p99 (under a millisecond).
   */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(500),
  /** Put before every Redis key and BullMQ queue: isolates environments or test runs sharing one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('reto'),
  /** Lets tests move every process's clock over NATS (platform.clock.set). Ignored in production. */
  CLOCK_CONTROL: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type BaseConfig = z.output<typeof baseConfigSchema>;

/**
 * The support contact, one setting each for every app that shows or says it: the gateway writes it
 * into the pages it serves (the web client reads it there), the voice coach gives it.
 */
export const supportContactSettings = {
  /** Where visitors and members write for help: the pages' footer and legal texts, and the coach for what it cannot answer (a person, refunds, invoices, an e-mail change). */
  SUPPORT_EMAIL: z.email().default(DEFAULT_SUPPORT_EMAIL),
  /** When that address is answered, as the pages and the coach say it ("de lunes a viernes, de 9:00 a 18:00 …"). */
  SUPPORT_HOURS: z.string().trim().min(1).max(200).default(DEFAULT_SUPPORT_HOURS),
};

/** What every service reads besides the shared settings: where it serves its Prometheus `/metrics`. */
const statelessServiceSchema = baseConfigSchema.extend({
  /** Port of the service's Prometheus `/metrics`; 0 serves none. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** The address a service's `/metrics` listens on. */
  METRICS_HOST: z.string().default('0.0.0.0'),
});

/** A service that keeps data adds its own database (reto_<service>), role and schema, all named after it. */
const databaseServiceSchema = (service: ServiceName) =>
  statelessServiceSchema.extend({
    /** The service's own database, as the service reads it (default: postgres://<service>:<service>@127.0.0.1:5432/reto_<service>). */
    DATABASE_URL: url(['postgres:', 'postgresql:']).default(
      `postgres://${service}:${service}@127.0.0.1:5432/reto_${service}`,
    ),
    /**
     * The longest one database statement may take while the service runs (the server cancels it, the
     * client stops waiting): a paused or hung
     * PostgreSQL answers 503 after this, well before the caller's NATS_REQUEST_TIMEOUT_MS, instead of
     * holding the request for the whole of it. Far above the slowest healthy statement; migrations
     * are not bound by it.
     */
    DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
    /** When set, the migration step creates the service's database, role and schema first (local runs, CI, compose). */
    DATABASE_ADMIN_URL: url(['postgres:', 'postgresql:']).optional(),
  });

/**
 * A service's settings: with its own database, or, for a stateless service (`{ database: false }`:
 * Redis and NATS only), none, so it reads no DATABASE_URL at all.
 */
export function serviceConfigSchema(service: ServiceName): ReturnType<typeof databaseServiceSchema>;
export function serviceConfigSchema(service: ServiceName, options: { database: false }): typeof statelessServiceSchema;
export function serviceConfigSchema(service: ServiceName, { database = true }: { database?: boolean } = {}) {
  return database ? databaseServiceSchema(service) : statelessServiceSchema;
}
/** What every service's configuration holds, with a database or without. */
export type ServiceConfig = z.output<typeof statelessServiceSchema>;
/** The configuration of a service that keeps data. */
export type DatabaseServiceConfig = z.output<ReturnType<typeof databaseServiceSchema>>;

/** Reads and validates an app's settings; the error names every missing or bad variable. */
/** What `bootstrapService` parsed, for the service's module to take instead of parsing again. */
const parsedAtBoot = new Map<string, unknown>();

/** Keeps the configuration a service's boot parsed (`bootstrapService`). */
export function keepBootConfig(service: string, config: unknown): void {
  parsedAtBoot.set(service, config);
}

/** The configuration the service's boot parsed in this process, if it did (a test harness does not). */
export function bootConfigOf<C>(service: string): C | undefined {
  return parsedAtBoot.get(service) as C | undefined;
}

export function loadConfig<S extends z.ZodType>(
  app: string,
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.output<S> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(present);
  const problems = result.success
    ? natsCredentialProblems(result.data as Partial<BaseConfig>)
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  if (problems.length === 0) return result.data as z.output<S>;
  throw new ConfigError(app, problems);
}

/** In production an app signs in to NATS as its own user: a server without users is not an option. */
function natsCredentialProblems(config: Partial<BaseConfig>): string[] {
  if (config.NODE_ENV !== 'production' || config.NATS_URL === undefined) return [];
  const url = new URL(config.NATS_URL);
  const user = config.NATS_USER ?? decodeURIComponent(url.username);
  const password = config.NATS_USER ? config.NATS_PASSWORD : decodeURIComponent(url.password);
  return user && password
    ? []
    : ["NATS_USER, NATS_PASSWORD: required in production (the app's own NATS user, see infra/nats/permissions.mjs)"];
}
