import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, REDIS, sharedRateLimiter } from '@reto/platform';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { type RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { GatewayErrors } from '../gateway.errors.js';

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
  | 'upload'
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

/**
 * The operations about a person's address that its owner must always be able to do (register, ask
 * for a reset or a sign-in link, check their own pre-approval, review, send the plan of their
 * purchase): their account count is kept
 * per account AND caller, so a stranger's attempts use up the stranger's count, never the owner's.
 * The others (card attempts on one checkout, a member's voice calls) count per account wherever
 * they come from: there the account is the caller's own, or the thing guessed at.
 */
const OWNER_MUST_ACT: ReadonlySet<RateLimitBucket> = new Set<RateLimitBucket>([
  'register',
  'reset',
  'emergency',
  'verify-email',
  'review',
  'nutrition-plan',
]);

const accountKey = (bucket: RateLimitBucket, account: string, caller: Caller) =>
  createHash('sha256')
    .update(OWNER_MUST_ACT.has(bucket) ? `${account.trim().toLowerCase()}\n${caller.ip}` : account.trim().toLowerCase())
    .digest('hex');

/**
 * The abuse limits, on `rate-limiter-flexible`: per client address and per account, counted in Redis
 * (every gateway replica shares the counts) over RATE_LIMIT_WINDOW_SECONDS, with an in-memory
 * insurance limiter when Redis is away (each replica then counts alone). Each call counts once: a
 * GraphQL document with ten aliased `login` fields counts ten. Past a limit: 429 with a Spanish
 * message, and `Retry-After` in seconds until the window lets the caller in again.
 */
@Injectable()
export class RateLimitService {
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async consume(bucket: RateLimitBucket, caller: Caller, account?: string, limits?: BucketLimits): Promise<void> {
    const perIp = limits?.perIp ?? this.config.RATE_LIMIT_MAX_PER_IP;
    const perAccount = limits?.perAccount ?? this.config.RATE_LIMIT_MAX_PER_ACCOUNT;
    const counted = [this.limiter(`${bucket}:ip`, perIp).consume(caller.ip)];
    if (account?.trim())
      counted.push(this.limiter(`${bucket}:account`, perAccount).consume(accountKey(bucket, account, caller)));
    const refusals = (await Promise.allSettled(counted)).flatMap((result) =>
      result.status === 'rejected' ? [result.reason as unknown] : [],
    );
    if (refusals.length === 0) return;
    const waits = refusals.map((refusal) => {
      if (refusal instanceof RateLimiterRes) return refusal.msBeforeNext;
      throw refusal;
    });
    this.logger.warn({ event: 'rate-limit.refused', bucket }, 'rate limit reached');
    throw GatewayErrors.tooManyRequests(Math.max(1, Math.ceil(Math.max(...waits) / 1000)));
  }

  /** One limiter a bucket, scope and limit (the voice calls have limits of their own). */
  private limiter(name: string, points: number): RateLimiterRedis {
    const key = `${name}:${String(points)}`;
    let limiter = this.limiters.get(key);
    if (!limiter) {
      limiter = sharedRateLimiter(this.redis, {
        keyPrefix: `rl:${name}`,
        points,
        duration: this.config.RATE_LIMIT_WINDOW_SECONDS,
      });
      this.limiters.set(key, limiter);
    }
    return limiter;
  }
}
