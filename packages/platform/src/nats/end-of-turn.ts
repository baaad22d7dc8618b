/**
 * Runs what it is given at the end of this turn of the event loop, everything given in the turn
 * together. The NATS client writes what is queued in one go, so the messages of all the requests
 * that arrived together leave in one socket write instead of one write each: under load, a write
 * per message was the gateway's largest single cost. Nothing waits longer than the turn it is in.
 */
export class EndOfTurn {
  #queued: Array<() => void> = [];

  run(task: () => void): void {
    if (this.#queued.push(task) === 1) setImmediate(this.#runQueued);
  }

  readonly #runQueued = (): void => {
    const queued = this.#queued;
    this.#queued = [];
    for (const task of queued) task();
  };
}
