import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { LONG_WORK_NICE_INCREMENT } from '@reto/platform';
import pLimit from 'p-limit';
import { Piscina } from 'piscina';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { IdentityErrors } from '../identity.errors.js';
import type { HashingTask } from './password-hashing.worker.js';

type HasherConfig = Pick<
  IdentityConfig,
  'PASSWORD_HASHES_AT_ONCE' | 'PASSWORD_HASHES_WAITING' | 'PASSWORD_HASH_WAIT_MS'
>;

/** The hashing threads' code as built: beside this file, or in `dist` when the source runs (the tests). */
const HASHING_WORKER = fileURLToPath(
  new URL(
    import.meta.url.endsWith('.ts') ? '../../dist/auth/password-hashing.worker.js' : './password-hashing.worker.js',
    import.meta.url,
  ),
);

/**
 * How many hashes may run at once: PASSWORD_HASHES_AT_ONCE, but never on every core (one is always
 * left to the event loops: this replica's, and the other apps' on its machine). On one core, one hash.
 */
export function hashesAtOnce(configured: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(configured, cores - 1));
}

/**
 * Hashes and verifies passwords. At most PASSWORD_HASHES_AT_ONCE of them run at once in a replica
 * (each ~30 ms of a core and 19 MiB), and never on every core (`hashesAtOnce`); the others wait
 * their turn in order. Each runs on a worker thread of its own (piscina, as many threads as may
 * hash at once) at a lower scheduling priority (`LONG_WORK_NICE_INCREMENT`): unbounded, or at the
 * priority of the rest, a burst of sign-ins (a flood of valid-looking ones, or every member after a
 * deploy) would take both cores, and every other request of the replica (and the machine's other
 * apps) would wait behind it. A known and an unknown account wait in the same line and verify the
 * same way (the decoy), so the answers still take the same time.
 * The line is bounded too: with PASSWORD_HASHES_WAITING waiting, one more is refused at once, and
 * one whose turn has not come within PASSWORD_HASH_WAIT_MS is refused then and never hashed (its
 * place freed): 429 with Retry-After (`passwordChecksBusy`), the answer DECISIONS.md gives a sign-in
 * past a limit, never a request left hanging until the gateway's own timeout.
 */
@Injectable()
export class PasswordHasher implements OnModuleDestroy {
  /** Verified against when the account does not exist, so both failures cost the same time. */
  private readonly decoy: Promise<string>;
  private readonly threads: Piscina<HashingTask, string & boolean>;
  private readonly inTurn: pLimit.Limit;
  /** Accepted and not started (nor refused for lateness): the line. */
  private queued = 0;
  private running = 0;

  /** The hashes that may run at once here (`hashesAtOnce`). */
  readonly atOnce: number;

  constructor(@Inject(IDENTITY_CONFIG) private readonly config: HasherConfig) {
    this.atOnce = hashesAtOnce(config.PASSWORD_HASHES_AT_ONCE);
    this.inTurn = pLimit(this.atOnce);
    this.threads = new Piscina({
      filename: HASHING_WORKER,
      minThreads: this.atOnce,
      maxThreads: this.atOnce,
      // started once and kept (an idle thread does not keep the process alive)
      idleTimeout: Number.POSITIVE_INFINITY,
      niceIncrement: LONG_WORK_NICE_INCREMENT,
    });
    this.decoy = this.threads.run({ kind: 'hash', password: 'decoy password that matches nothing' });
  }

  async onModuleDestroy(): Promise<void> {
    await this.threads.close();
  }

  /** Hashes and verifications waiting for their turn now. */
  get waiting(): number {
    return this.queued;
  }

  hash(password: string): Promise<string> {
    return this.inItsTurn(() => this.threads.run({ kind: 'hash', password }));
  }

  /**
   * Whether `password` matches `hash` (false for an unreadable hash). A failure of the threads
   * themselves is thrown, never read as a wrong password: that answer would be a lie, and counted.
   */
  async verify(hash: string | undefined, password: string): Promise<boolean> {
    const against = hash ?? (await this.decoy);
    return this.inItsTurn(() => this.threads.run({ kind: 'verify', hash: against, password }));
  }

  /** `work` once its turn comes, or the 429 when the line is full or its turn does not come in time. */
  private inItsTurn<T>(work: () => Promise<T>): Promise<T> {
    const { atOnce } = this;
    const { PASSWORD_HASHES_WAITING: most, PASSWORD_HASH_WAIT_MS: waitMs } = this.config;
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
