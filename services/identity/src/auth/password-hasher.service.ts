import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, t=2, p=1): strong, and light enough that a
 * 2-core replica answers sign-ins quickly under load. Hashes made with other parameters (they are
 * stored in the hash) still verify.
 */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  /** Verified against when the account does not exist, so both failures cost the same time. */
  private readonly decoy = argon2.hash('decoy password that matches nothing', ARGON2_OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash ?? (await this.decoy), password);
    } catch {
      return false;
    }
  }
}
