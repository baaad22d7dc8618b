import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCodes, IdentityMessages } from '@reto/contracts';
import { DomainError, LOGGER } from '@reto/platform';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { REDIS } from '../redis/redis.module.js';

/** The operations with an abuse limit (DECISIONS.md 3). */
export type RateLimitBucket =
  | 'login'
  | 'register'
  | 'reset'
  | 'emergency'
  | 'verify-email'
  | 'email-verification'
  | 'checkout'
  | 'store-purchase'
  | 'nutrition-plan'
  | 'review'
  | 'voice';

/** A bucket's own limits per window, instead of RATE_LIMIT_MAX_PER_IP / RATE_LIMIT_MAX_PER_ACCOUNT. */
export interface BucketLimits {
  perIp: number;
  perAccount: number;
}

/** Who is asking: the client address, and the account the attempt is about when there is one. */
export interface Caller {
  ip: string;
}

/**
 * The account an attempt is about, read from the raw (not yet validated) input: a string field of
 * it, or of the object under `within`. Anything else counts only against the address.
 */
export const accountOf = (input: unknown, field: string, within?: string): string | undefined => {
  const holder: unknown = within ? (input as Record<string, unknown> | null)?.[within] : input;
  const value = (holder as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' ? value : undefined;
};

const accountKey = (account: string) => createHash('sha256').update(account.trim().toLowerCase()).digest('hex');

/**
 * Fixed-window counters in Redis (under REDIS_PREFIX, so every gateway replica shares them), per
 * client address and per account. Each call counts once: a GraphQL document with ten aliased
 * `login` fields counts ten. Past the limit: 429 with a Spanish message.
 */
@Injectable()
export class RateLimitService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async consume(bucket: RateLimitBucket, caller: Caller, account?: string, limits?: BucketLimits): Promise<void> {
    const windowMs = this.config.RATE_LIMIT_WINDOW_SECONDS * 1000;
    const perIp = limits?.perIp ?? this.config.RATE_LIMIT_MAX_PER_IP;
    const perAccount = limits?.perAccount ?? this.config.RATE_LIMIT_MAX_PER_ACCOUNT;
    const checks: Array<[string, number]> = [[`rl:${bucket}:ip:${caller.ip}`, perIp]];
    if (account?.trim()) checks.push([`rl:${bucket}:account:${accountKey(account)}`, perAccount]);
    let counts: number[];
    try {
      const pipeline = this.redis.multi();
      for (const [key] of checks) pipeline.incr(key).pexpire(key, windowMs, 'NX');
      const results = (await pipeline.exec()) ?? [];
      counts = checks.map((_, index) => Number(results[index * 2]?.[1] ?? 0));
    } catch (error) {
      // Redis down: the limit cannot be counted; the request goes on (readiness reports Redis).
      this.logger.warn({ err: error, bucket }, 'rate limit not counted: Redis unavailable');
      return;
    }
    if (checks.some(([, max], index) => (counts[index] ?? 0) > max)) {
      this.logger.warn({ event: 'rate-limit.refused', bucket }, 'rate limit reached');
      throw new DomainError({ status: 429, code: ErrorCodes.rateLimited, message: IdentityMessages.tooManyRequests });
    }
  }
}
