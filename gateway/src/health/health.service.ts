import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { healthPingSubject, SERVICE_NAMES, type HealthPingReply, type ServiceName } from '@reto/contracts';
import { dependencyUp, REDIS, RpcClient } from '@reto/platform';
import type { Redis } from 'ioredis';
import {
  DEPS_ANSWER_MAX_AGE_MS,
  DEPS_REFRESH_MS,
  HEALTH_PING_TIMEOUT_MS,
  REDIS_PING_TIMEOUT_MS,
} from '../gateway.constants.js';

type Check = 'ok' | 'fail';
/** PostgreSQL as the services report it: `unknown` when none could be asked (the bus or every service away). */
type DatabaseCheck = Check | 'unknown';
/** A service's own report, or `unknown` throughout when it could not be asked. */
export interface ServiceReport {
  /** `none`: a stateless service (voice), which has no database to reach. */
  postgres: DatabaseCheck | 'none';
  consumers: DatabaseCheck;
  /** Its repeating jobs all declared in Redis (`none`: it has none). */
  schedules: DatabaseCheck | 'none';
  /** The events waiting for its consumers, all together (null: not known). */
  pending: number | null;
}
/** What the orchestrator asks: can this replica serve its core paths? */
export interface Readiness {
  status: 'ok' | 'fail';
  checks: { nats: Check };
}
/** What an operator asks: the state of everything the gateway depends on. */
export interface Dependencies {
  status: 'ok' | 'fail';
  checks: { nats: Check; redis: Check; postgres: DatabaseCheck } & Record<ServiceName, Check>;
  services: Record<ServiceName, ServiceReport>;
}

const reportOf = (ping: HealthPingReply | null): ServiceReport => {
  if (!ping) return { postgres: 'unknown', consumers: 'unknown', schedules: 'unknown', pending: null };
  const counts = ping.consumers.map((consumer) => consumer.pending);
  const pending = counts.includes(null) ? null : counts.reduce<number>((sum, count) => sum + (count ?? 0), 0);
  return {
    postgres: ping.checks.postgres,
    consumers: ping.checks.consumers,
    schedules: ping.checks.schedules,
    pending,
  };
};

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);

const verdict = (ok: boolean): Check => (ok ? 'ok' : 'fail');

/**
 * Readiness is this replica's own ability to serve: its NATS connection, which every core path
 * rides. Redis, PostgreSQL and the services are shared by every replica, and the app rides out
 * their outages (limits fall back to memory, a service that is away answers 503 with Retry-After):
 * failing readiness for them would take every gateway pod out of the load balancer at once, the
 * payment webhooks included, for an outage no pod can fix. Their state goes to `dependencies()`
 * (`/health/deps`) and to the `reto_dependency_up` gauge instead.
 * Only what was observed is reported: PostgreSQL fails when a service that answered says so; when
 * no service could be asked (the bus away) it is `unknown`, not a database outage.
 * `services` holds each service's own report: its database, its event consumers and their backlog.
 * One look answers every caller for `answerMaxAgeMs` from its start (DEPS_ANSWER_MAX_AGE_MS), those
 * that ask while it is under way too: however often `/health/deps` is asked, the services are asked
 * at most once in that time.
 */
@Injectable()
export class HealthService implements OnModuleInit, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  /** The latest look and when it started (performance.now()). */
  private latest?: { startedAt: number; dependencies: Promise<Dependencies> };

  constructor(
    private readonly rpc: RpcClient,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** How long a look answers (DEPS_ANSWER_MAX_AGE_MS). */
  answerMaxAgeMs = DEPS_ANSWER_MAX_AGE_MS;

  /** Keeps the gauge current for Prometheus even when nobody asks `/health/deps`. */
  onModuleInit() {
    this.timer = setInterval(() => void this.dependencies('health-refresh').catch(() => undefined), DEPS_REFRESH_MS);
    this.timer.unref();
  }

  onModuleDestroy() {
    clearInterval(this.timer);
  }

  async readiness(): Promise<Readiness> {
    const nats = await withTimeout(this.rpc.isHealthy(), HEALTH_PING_TIMEOUT_MS).catch(() => false);
    return { status: nats ? 'ok' : 'fail', checks: { nats: verdict(nats) } };
  }

  /** The dependencies' state: the latest look if it started less than `answerMaxAgeMs` ago, else a new one. */
  dependencies(requestId: string): Promise<Dependencies> {
    const now = performance.now();
    if (this.latest && now - this.latest.startedAt < this.answerMaxAgeMs) return this.latest.dependencies;
    const dependencies = this.look(requestId);
    this.latest = { startedAt: now, dependencies };
    return dependencies;
  }

  private async look(requestId: string): Promise<Dependencies> {
    const [nats, redis, ...pings] = await Promise.all([
      withTimeout(this.rpc.isHealthy(), HEALTH_PING_TIMEOUT_MS).catch(() => false),
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
    const serviceChecks = Object.fromEntries(
      SERVICE_NAMES.map((service, i) => [service, verdict(pings[i]?.status === 'ok')]),
    );
    const answered = pings.filter((ping) => ping !== null);
    const postgres: DatabaseCheck = answered.some((ping) => ping.checks.postgres === 'fail')
      ? 'fail'
      : answered.length === pings.length
        ? 'ok'
        : 'unknown';
    const checks = { nats: verdict(nats), redis: verdict(redis), postgres, ...serviceChecks } as Dependencies['checks'];
    for (const [dependency, check] of Object.entries(checks)) {
      // `unknown` is no observation: the gauge keeps its last value rather than claim an outage.
      if (check !== 'unknown') dependencyUp.set({ dependency }, check === 'ok' ? 1 : 0);
    }
    const services = Object.fromEntries(SERVICE_NAMES.map((service, i) => [service, reportOf(pings[i] ?? null)]));
    return {
      status: Object.values(checks).every((check) => check === 'ok') ? 'ok' : 'fail',
      checks,
      services: services as Dependencies['services'],
    };
  }
}
