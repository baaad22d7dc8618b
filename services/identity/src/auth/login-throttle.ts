import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ErrorCodes, IdentityMessages } from '@reto/contracts';
import { DomainError, LOGGER } from '@reto/platform';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';

/** Everything the address-independent ceiling is counted under, beside the per-address counts. */
const EVERY_ADDRESS = '*';

/**
 * Wrong passwords counted per account, whichever identifier (username or e-mail) was typed: per
 * client address (LOGIN_FAILURES_PER_ADDRESS) and, from every address together, up to a higher
 * ceiling (LOGIN_FAILURES_PER_ACCOUNT). A guesser elsewhere thus cannot lock the owner out of their
 * own address; only a flood from everywhere closes the account for the window. An unknown name is
 * counted the same way under its own key, so a locked account looks like any other. An account with
 * a second factor is not closable from everywhere (a guesser would need its code too): only the
 * addresses that fail wait, so nobody can lock its owner out.
 * One Redis hash per account: field = address, '*' = all of them; a password reset clears it.
 */
@Injectable()
export class LoginThrottle implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.redis = new Redis(config.REDIS_URL, {
      maxRetriesPerRequest: 1,
      keyPrefix: `${config.REDIS_PREFIX}:identity:login-failures:`,
    });
    this.redis.on('error', () => undefined);
  }

  /** The counting key of an account, or of a name no account has. */
  static subjectOf(userId: number | null, typed: string): string {
    return userId !== null ? `user:${userId}` : `name:${createHash('sha256').update(typed).digest('hex')}`;
  }

  async assertAllowed(subject: string, address: string, { closableFromEverywhere = true } = {}): Promise<void> {
    const counts = await this.redis.hmget(subject, address, EVERY_ADDRESS).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'login failures not readable: Redis unavailable');
      return [null, null];
    });
    const [fromAddress, fromEverywhere] = counts.map(Number);
    if (
      (fromAddress ?? 0) >= this.config.LOGIN_FAILURES_PER_ADDRESS ||
      (closableFromEverywhere && (fromEverywhere ?? 0) >= this.config.LOGIN_FAILURES_PER_ACCOUNT)
    ) {
      this.logger.warn({ event: 'login.locked' }, 'sign-in refused: too many wrong passwords');
      throw new DomainError({ status: 429, code: ErrorCodes.rateLimited, message: IdentityMessages.tooManyRequests });
    }
  }

  async recordFailure(subject: string, address: string): Promise<void> {
    await this.redis
      .multi()
      .hincrby(subject, address, 1)
      .hincrby(subject, EVERY_ADDRESS, 1)
      .expire(subject, this.config.LOGIN_FAILURE_WINDOW_SECONDS, 'NX')
      .exec()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'login failure not counted: Redis unavailable'));
  }

  /** The owner proved who they are another way (a password reset): the count starts again. */
  async clear(userId: number): Promise<void> {
    await this.redis.del(LoginThrottle.subjectOf(userId, '')).catch(() => undefined);
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
