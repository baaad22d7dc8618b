interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes that arrive together, committed together: `commit` takes a batch of items and writes them in
 * one transaction (one statement, one WAL flush), answering each item's result in the batch's order.
 * A batch goes as soon as the write before it has committed: an item arriving alone goes at once,
 * and items arriving while a commit is under way wait for it and go together in the next, so under
 * load each commit carries what came during the last one, and at rest nothing waits. Each item's
 * promise settles only after the commit that wrote it. A batch that fails is tried again item by
 * item, so one bad item fails alone and never fails or loses the others (`commit` must be safe to
 * run again for an item: idempotent, as a repeated completion is).
 */
export class GroupCommit<T, R> {
  private readonly waiting: Array<Waiting<T, R>> = [];
  private running = 0;

  constructor(
    private readonly commit: (items: T[]) => Promise<R[]>,
    private readonly options: { maxBatch: number; concurrency: number } = { maxBatch: 100, concurrency: 1 },
  ) {}

  /** Writes `item` with whatever arrives beside it; its result once committed. */
  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.running >= this.options.concurrency || this.waiting.length === 0) return;
    const batch = this.waiting.splice(0, this.options.maxBatch);
    this.running += 1;
    void this.write(batch).finally(() => {
      this.running -= 1;
      this.next();
    });
  }

  private async write(batch: Array<Waiting<T, R>>): Promise<void> {
    try {
      const results = await this.commit(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => entry.resolve(results[index] as R));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      await Promise.all(batch.map((entry) => this.write([entry])));
    }
  }
}
