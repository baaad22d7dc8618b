import { Inject, Injectable } from '@nestjs/common';
import { healthPingSubject, SERVICE_NAMES, type HealthPingReply, type ServiceName } from '@reto/contracts';
import { REDIS, RpcClient } from '@reto/platform';
import type { Redis } from 'ioredis';
import { HEALTH_PING_TIMEOUT_MS, REDIS_PING_TIMEOUT_MS } from '../gateway.constants.js';

type Check = 'ok' | 'fail';
/** PostgreSQL as the services report it: `unknown` when none could be asked (the bus or every service away). */
type DatabaseCheck = Check | 'unknown';
/** A service's own report, or `unknown` throughout when it could not be asked. */
export interface ServiceReport {
  /** `none`: a stateless service (voice), which has no database to reach. */
  postgres: DatabaseCheck | 'none';
  consumers: DatabaseCheck;
  /** The events waiting for its consumers, all together (null: not known). */
  pending: number | null;
}
export interface Readiness {
  status: 'ok' | 'fail';
  checks: { nats: Check; redis: Check; postgres: DatabaseCheck } & Record<ServiceName, Check>;
  services: Record<ServiceName, ServiceReport>;
}

const reportOf = (ping: HealthPingReply | null): ServiceReport => {
  if (!ping) return { postgres: 'unknown', consumers: 'unknown', pending: null };
  const counts = ping.consumers.map((consumer) => consumer.pending);
  const pending = counts.includes(null) ? null : counts.reduce<number>((sum, count) => sum + (count ?? 0), 0);
  return { postgres: ping.checks.postgres, consumers: ping.checks.consumers, pending };
};

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);

/**
 * Ready means: NATS and Redis answer, every service answers its ping, and each that has a database
 * reaches PostgreSQL (a stateless one reports `none`).
 * Only what was observed is reported: PostgreSQL fails when a service that answered says so; when
 * no service could be asked (the bus away) it is `unknown`, not a database outage.
 * `services` holds each service's own report: its database, its event consumers and their backlog.
 */
@Injectable()
export class HealthService {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async readiness(requestId: string): Promise<Readiness> {
    const [nats, redis, ...pings] = await Promise.all([
      this.rpc.isHealthy(),
      withTimeout(this.redis.ping(), REDIS_PING_TIMEOUT_MS).then(
        () => true,
        () => false,
      ),
      ...SERVICE_NAMES.map((service) =>
        this.rpc
          .request<HealthPingReply>(healthPingSubject(service), {}, { requestId, timeoutMs: HEALTH_PING_TIMEOUT_MS })
          .catch(() => null),
      ),
    ]);
    const verdict = (ok: boolean): Check => (ok ? 'ok' : 'fail');
    const serviceChecks = Object.fromEntries(
      SERVICE_NAMES.map((service, i) => [service, verdict(pings[i]?.status === 'ok')]),
    );
    const answered = pings.filter((ping) => ping !== null);
    const postgres: DatabaseCheck = answered.some((ping) => ping.checks.postgres === 'fail')
      ? 'fail'
      : answered.length === pings.length
        ? 'ok'
        : 'unknown';
    const checks = { nats: verdict(nats), redis: verdict(redis), postgres, ...serviceChecks } as Readiness['checks'];
    const services = Object.fromEntries(SERVICE_NAMES.map((service, i) => [service, reportOf(pings[i] ?? null)]));
    return {
      status: Object.values(checks).every((check) => check === 'ok') ? 'ok' : 'fail',
      checks,
      services: services as Readiness['services'],
    };
  }
}
