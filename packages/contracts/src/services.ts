/**
 * The backend services. Each has a NATS queue group of its name; each but voice (stateless: Redis
 * and NATS only) owns a PostgreSQL database, schema and role of that name too.
 */
export const SERVICE_NAMES = ['identity', 'challenge', 'billing', 'reviews', 'voice', 'admin', 'community'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** The apps on the bus: the services, and the gateway (it publishes the webhooks it accepted). */
export type AppName = ServiceName | 'gateway';

/** Request-reply subjects: `<service>.<entity>.<verb>`. */
export const healthPingSubject = (service: ServiceName) => `${service}.health.ping` as const;

export interface HealthPingReply {
  service: ServiceName;
  status: 'ok' | 'degraded';
  /**
   * Its database answers (`none`: a stateless service has none); its event consumers' delivery loops
   * run (`ok` when it has none); every repeating job it declared is in Redis (`none`: it has none).
   */
  checks: { postgres: 'ok' | 'fail' | 'none'; consumers: 'ok' | 'fail'; schedules: 'ok' | 'fail' | 'none' };
  /** Events the service committed that its outbox relay has not yet published (0 without an outbox; null: its database did not answer). */
  outbox: number | null;
  /** Each durable consumer: running, and the events waiting for it (null: JetStream not reachable). */
  consumers: Array<{ durable: string; running: boolean; pending: number | null }>;
}

/** Header names carried on NATS messages. */
export const REQUEST_ID_HEADER = 'x-request-id';
