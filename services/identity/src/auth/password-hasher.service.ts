import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@reto/platform';
import argon2 from 'argon2';
import pLimit from 'p-limit';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { IdentityErrors } from '../identity.errors.js';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, t=2, p=1): strong, and light enough that a
 * 2-core replica answers sign-ins quickly under load. Hashes made with other parameters (they are
 * stored in the hash) still verify.
 */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

type HasherConfig = Pick<
  IdentityConfig,
  'PASSWORD_HASHES_AT_ONCE' | 'PASSWORD_HASHES_WAITING' | 'PASSWORD_HASH_WAIT_MS'
>;

/**
 * Hashes and verifies passwords. At most PASSWORD_HASHES_AT_ONCE of them run at once in a replica
 * (each ~30 ms of a core and 19 MiB); the others wait their turn in order. argon2 runs on libuv's
 * thread pool (4 threads): unbounded, a burst of sign-ins (a flood of valid-looking ones, or every
 * member after a deploy) would fill the pool and both cores, and every other request of the replica
 * (and the machine's other apps) would wait behind it. Bounded, hashing takes at most that many
 * cores and the pool keeps threads for the rest. A known and an unknown account wait in the same
 * line and verify the same way (the decoy), so the answers still take the same time.
 * The line is bounded too: with PASSWORD_HASHES_WAITING waiting, one more is refused at once, and
 * one whose turn has not come within PASSWORD_HASH_WAIT_MS is refused then and never hashed (its
 * place freed): 429 with Retry-After (`passwordChecksBusy`), the answer DECISIONS.md gives a sign-in
 * past a limit, never a request left hanging until the gateway's own timeout.
 */
@Injectable()
export class PasswordHasher {
  /** Verified against when the account does not exist, so both failures cost the same time. */
  private readonly decoy = argon2.hash('decoy password that matches nothing', ARGON2_OPTIONS);
  private readonly inTurn: pLimit.Limit;
  /** Accepted and not started (nor refused for lateness): the line. */
  private queued = 0;
  private running = 0;

  constructor(@Inject(IDENTITY_CONFIG) private readonly config: HasherConfig) {
    this.inTurn = pLimit(config.PASSWORD_HASHES_AT_ONCE);
  }

  /** Hashes and verifications waiting for their turn now. */
  get waiting(): number {
    return this.queued;
  }

  hash(password: string): Promise<string> {
    return this.inItsTurn(() => argon2.hash(password, ARGON2_OPTIONS));
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    const against = hash ?? (await this.decoy);
    try {
      return await this.inItsTurn(() => argon2.verify(against, password));
    } catch (error) {
      if (error instanceof DomainError) throw error;
      return false;
    }
  }

  /** `work` once its turn comes, or the 429 when the line is full or its turn does not come in time. */
  private inItsTurn<T>(work: () => Promise<T>): Promise<T> {
    const {
      PASSWORD_HASHES_AT_ONCE: atOnce,
      PASSWORD_HASHES_WAITING: most,
      PASSWORD_HASH_WAIT_MS: waitMs,
    } = this.config;
    const busy = () => IdentityErrors.passwordChecksBusy(Math.max(1, Math.ceil(waitMs / 1000)));
    // Those accepted beyond the free places are waiting.
    if (this.queued - Math.max(0, atOnce - this.running) >= most) return Promise.reject(busy());
    this.queued += 1;
    return new Promise<T>((resolve, reject) => {
      let late = false;
      const timer = setTimeout(() => {
        late = true;
        this.queued -= 1;
        reject(busy());
      }, waitMs);
      void this.inTurn(async () => {
        // Refused already: its place goes to the next at once.
        if (late) return;
        clearTimeout(timer);
        this.queued -= 1;
        this.running += 1;
        try {
          resolve(await work());
        } catch (error) {
          reject(error as Error);
        } finally {
          this.running -= 1;
        }
      });
    });
  }
}
