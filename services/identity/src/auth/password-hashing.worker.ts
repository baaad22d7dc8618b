import { hashSync, verifySync } from '@node-rs/argon2';

/** What a hashing thread is asked: a new hash of a password, or whether a password matches a hash. */
export type HashingTask = { kind: 'hash'; password: string } | { kind: 'verify'; hash: string; password: string };

/**
 * argon2id (the library's default algorithm) with OWASP's recommended minimum (19 MiB, t=2, p=1):
 * strong, and light enough that a 2-core replica answers sign-ins quickly under load. Hashes made
 * with other parameters (they are stored in the hash) still verify.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * One task, on this worker thread itself (argon2 synchronously, so the work is on a thread whose
 * priority the pool lowered, not on libuv's shared pool). An unreadable hash matches no password.
 */
export default function hashing(task: HashingTask): string | boolean {
  if (task.kind === 'hash') return hashSync(task.password, ARGON2_OPTIONS);
  try {
    return verifySync(task.hash, task.password);
  } catch {
    return false;
  }
}
