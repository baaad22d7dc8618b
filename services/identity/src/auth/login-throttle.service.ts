import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, REDIS, sharedRateLimiter } from '@reto/platform';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { IdentityErrors } from '../identity.errors.js';

/**
 * Wrong passwords counted per account, whichever identifier (username or e-mail) was typed, on
 * `rate-limiter-flexible`: per client address (LOGIN_FAILURES_PER_ADDRESS) and, from every address
 * together, up to a higher ceiling (LOGIN_FAILURES_PER_ACCOUNT), each over a window that starts at
 * the first failure. A guesser elsewhere thus cannot lock the owner out of their own address; only a
 * flood from everywhere closes the account for the window. An unknown name is counted the same way
 * under its own key, so a locked account looks like any other. An account with a second factor is
 * not closable from everywhere (a guesser would need its code too): only the addresses that fail
 * wait, so nobody can lock its owner out. Redis away: each replica counts in memory (the insurance
 * limiter), so the limits still hold. A password reset clears the account's counts, at every
 * address that failed (kept in a set beside them for that).
 * An address is also counted whatever names it tried (LOGIN_FAILURES_FROM_ADDRESS): past it, every
 * sign-in from there waits, refused before the password is hashed, so a flood of guesses over many
 * names costs the service a Redis read each, not an argon2 verification. The count is the address's,
 * never a name's: a known and an unknown name are refused alike.
 */
@Injectable()
export class LoginThrottle {
  private readonly perAddress: RateLimiterRedis;
  private readonly perAccount: RateLimiterRedis;
  private readonly fromAddress: RateLimiterRedis;

  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    const limiter = (keyPrefix: string, points: number) =>
      sharedRateLimiter(redis, { keyPrefix, points, duration: config.LOGIN_FAILURE_WINDOW_SECONDS });
    this.perAddress = limiter('login-failures:address', config.LOGIN_FAILURES_PER_ADDRESS);
    this.perAccount = limiter('login-failures:account', config.LOGIN_FAILURES_PER_ACCOUNT);
    this.fromAddress = limiter('login-failures:from-address', config.LOGIN_FAILURES_FROM_ADDRESS);
  }

  /** The counting key of an account, or of a name no account has. */
  static subjectOf(userId: number | null, typed: string): string {
    return userId !== null ? `user:${userId}` : `name:${createHash('sha256').update(typed).digest('hex')}`;
  }

  async assertAllowed(subject: string, address: string, { closableFromEverywhere = true } = {}): Promise<void> {
    const [fromAddress, fromEverywhere, anyName] = await Promise.all([
      this.perAddress.get(`${subject}:${address}`),
      closableFromEverywhere ? this.perAccount.get(subject) : null,
      this.fromAddress.get(address),
    ]);
    const reached = (count: RateLimiterRes | null, limit: number) => (count?.consumedPoints ?? 0) >= limit;
    if (
      reached(fromAddress, this.config.LOGIN_FAILURES_PER_ADDRESS) ||
      reached(fromEverywhere, this.config.LOGIN_FAILURES_PER_ACCOUNT) ||
      reached(anyName, this.config.LOGIN_FAILURES_FROM_ADDRESS)
    ) {
      this.logger.warn({ event: 'login.locked' }, 'sign-in refused: too many wrong passwords');
      throw IdentityErrors.tooManyWrongPasswords();
    }
  }

  async recordFailure(subject: string, address: string): Promise<void> {
    await Promise.all([
      this.perAddress.penalty(`${subject}:${address}`),
      this.perAccount.penalty(subject),
      this.fromAddress.penalty(address),
      this.redis
        .multi()
        .sadd(addressesOf(subject), address)
        .expire(addressesOf(subject), this.config.LOGIN_FAILURE_WINDOW_SECONDS)
        .exec()
        .catch(() => undefined),
    ]);
  }

  /** The owner proved who they are another way (a password reset): the counts start again. */
  async clear(userId: number): Promise<void> {
    const subject = LoginThrottle.subjectOf(userId, '');
    try {
      const addresses = await this.redis.smembers(addressesOf(subject));
      await Promise.all([
        ...addresses.map((address) => this.perAddress.delete(`${subject}:${address}`)),
        this.perAccount.delete(subject),
        this.redis.del(addressesOf(subject)),
      ]);
    } catch (error) {
      this.logger.warn({ err: error }, 'login failures not cleared: Redis unavailable');
    }
  }
}

/** The addresses an account's wrong passwords came from in the current window. */
const addressesOf = (subject: string) => `login-failures:addresses:${subject}`;
