import { Inject, Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import pLimit from 'p-limit';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, t=2, p=1): strong, and light enough that a
 * 2-core replica answers sign-ins quickly under load. Hashes made with other parameters (they are
 * stored in the hash) still verify.
 */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes and verifies passwords. At most PASSWORD_HASHES_AT_ONCE of them run at once in a replica
 * (each ~30 ms of a core and 19 MiB); the others wait their turn in order. argon2 runs on libuv's
 * thread pool (4 threads): unbounded, a burst of sign-ins (a flood of valid-looking ones, or every
 * member after a deploy) would fill the pool and both cores, and every other request of the replica
 * (and the machine's other apps) would wait behind it. Bounded, hashing takes at most that many
 * cores and the pool keeps threads for the rest. A known and an unknown account wait in the same
 * line and verify the same way (the decoy), so the answers still take the same time.
 */
@Injectable()
export class PasswordHasher {
  /** Verified against when the account does not exist, so both failures cost the same time. */
  private readonly decoy = argon2.hash('decoy password that matches nothing', ARGON2_OPTIONS);
  private readonly inTurn: pLimit.Limit;

  constructor(@Inject(IDENTITY_CONFIG) config: Pick<IdentityConfig, 'PASSWORD_HASHES_AT_ONCE'>) {
    this.inTurn = pLimit(config.PASSWORD_HASHES_AT_ONCE);
  }

  /** Hashes and verifications waiting for their turn now. */
  get waiting(): number {
    return this.inTurn.pendingCount;
  }

  hash(password: string): Promise<string> {
    return this.inTurn(() => argon2.hash(password, ARGON2_OPTIONS));
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    const against = hash ?? (await this.decoy);
    try {
      return await this.inTurn(() => argon2.verify(against, password));
    } catch {
      return false;
    }
  }
}
