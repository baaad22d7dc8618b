import { Inject, Injectable } from '@nestjs/common';
import { healthPingSubject, SERVICE_NAMES, type HealthPingReply, type ServiceName } from '@reto/contracts';
import { RpcClient } from '@reto/platform';
import type { Redis } from 'ioredis';
import { HEALTH_PING_TIMEOUT_MS, REDIS_PING_TIMEOUT_MS } from '../gateway.constants.js';
import { REDIS } from '../redis/redis.module.js';

type Check = 'ok' | 'fail';
export interface Readiness {
  status: 'ok' | 'fail';
  checks: { nats: Check; redis: Check; postgres: Check } & Record<ServiceName, Check>;
}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);

/** Ready means: NATS and Redis answer, every service answers its ping, and each reaches PostgreSQL. */
@Injectable()
export class HealthService {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async readiness(): Promise<Readiness> {
    const [nats, redis, ...pings] = await Promise.all([
      this.rpc.isHealthy(),
      withTimeout(this.redis.ping(), REDIS_PING_TIMEOUT_MS).then(
        () => true,
        () => false,
      ),
      ...SERVICE_NAMES.map((service) =>
        this.rpc.request<HealthPingReply>(healthPingSubject(service), {}, HEALTH_PING_TIMEOUT_MS).catch(() => null),
      ),
    ]);
    const verdict = (ok: boolean): Check => (ok ? 'ok' : 'fail');
    const services = Object.fromEntries(
      SERVICE_NAMES.map((service, i) => [service, verdict(pings[i]?.status === 'ok')]),
    );
    const checks = {
      nats: verdict(nats),
      redis: verdict(redis),
      postgres: verdict(pings.every((ping) => ping?.checks.postgres === 'ok')),
      ...services,
    } as Readiness['checks'];
    return { status: Object.values(checks).every((check) => check === 'ok') ? 'ok' : 'fail', checks };
  }
}
