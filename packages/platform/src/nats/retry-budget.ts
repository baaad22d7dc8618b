/** What a budget allows: a share of the reads asked, on top of a floor, over a sliding window. */
export interface RetryBudgetOptions {
  /** Retries allowed per read asked in the window (0.1: one in ten). */
  share: number;
  /** Retries allowed in any window however few reads were asked (a quiet process). */
  floor: number;
  windowMs: number;
  now?: () => number;
}

/**
 * How many reads may be asked again (a "retry budget", as Finagle's and tower's): a share of the
 * reads asked in the last window, on top of a floor. A replica that died holding a few reads gets
 * them asked again; a service slow because it is overloaded does not get its load doubled by the
 * reads it is slow to answer (a retry storm). The window slides: the previous one counts in
 * proportion to how much of it still lies within the last `windowMs`.
 */
export class RetryBudget {
  #started: number;
  #asked = 0;
  #retried = 0;
  #askedBefore = 0;
  #retriedBefore = 0;
  readonly #now: () => number;

  constructor(private readonly options: RetryBudgetOptions) {
    this.#now = options.now ?? Date.now;
    this.#started = this.#now();
  }

  /** A read was asked (its first attempt). */
  asked(): void {
    this.#roll();
    this.#asked += 1;
  }

  /** Whether one more retry fits in the budget; when it does, it is counted. */
  tryRetry(): boolean {
    const { share, floor, windowMs } = this.options;
    const stillCounted = 1 - this.#roll() / windowMs;
    const asked = this.#asked + this.#askedBefore * stillCounted;
    const retried = this.#retried + this.#retriedBefore * stillCounted;
    if (retried + 1 > floor + share * asked) return false;
    this.#retried += 1;
    return true;
  }

  /** Moves to the window that holds now; answers how far into it now is. */
  #roll(): number {
    const { windowMs } = this.options;
    const now = this.#now();
    const elapsed = now - this.#started;
    if (elapsed < windowMs) return elapsed;
    const adjacent = elapsed < 2 * windowMs;
    this.#askedBefore = adjacent ? this.#asked : 0;
    this.#retriedBefore = adjacent ? this.#retried : 0;
    this.#asked = 0;
    this.#retried = 0;
    this.#started = adjacent ? this.#started + windowMs : now;
    return now - this.#started;
  }
}
