import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { GroupCommit } from './group-commit.js';

// A fixed seed in CI, a fresh one (printed) otherwise: reproduce with GROUP_COMMIT_SEED=<seed>.
const seed = process.env.GROUP_COMMIT_SEED
  ? Number(process.env.GROUP_COMMIT_SEED)
  : process.env.CI
    ? 51
    : randomInt(2 ** 31);
process.stdout.write(`group-commit property seed: ${seed}\n`);

/** A store whose commits the test completes one by one: what was written, and by which commit. */
function store(bad: Set<number>) {
  const pending: Array<() => void> = [];
  const commits: number[][] = [];
  const committed = new Set<number>();
  const commit = (items: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      pending.push(() => {
        commits.push(items);
        // All or nothing, as a transaction: one bad item fails the whole batch.
        if (items.some((item) => bad.has(item))) return reject(new Error(`item ${items.find((i) => bad.has(i))}`));
        for (const item of items) committed.add(item);
        resolve(items.map((item) => item * 10));
      });
    });
  /** Completes the oldest commit under way. */
  const finishOne = async () => {
    pending.shift()?.();
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { commit, pending, commits, committed, finishOne };
}

describe('GroupCommit', () => {
  it('commits what arrives during a commit together in the next one, and answers each only once it is committed', async () => {
    const db = store(new Set());
    const group = new GroupCommit(db.commit, { maxBatch: 100, concurrency: 1 });
    const answered: number[] = [];
    const submit = (item: number) => void group.submit(item).then((result) => answered.push(result));
    submit(1);
    submit(2);
    submit(3);
    submit(4);
    expect(db.pending).toHaveLength(1);
    await db.finishOne();
    expect(answered).toEqual([10]);
    await db.finishOne();
    expect(db.commits).toEqual([[1], [2, 3, 4]]);
    expect(answered).toEqual([10, 20, 30, 40]);
  });

  it('answers every item its own result once committed, fails only the bad ones, loses none, and never commits more than its batch at once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat({ max: 6 }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.nat({ max: 39 }), { maxLength: 4 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 3 }),
        async (arrivals, badOnes, maxBatch, concurrency) => {
          const bad = new Set(badOnes.filter((index) => index < arrivals.length));
          const db = store(bad);
          const group = new GroupCommit(db.commit, { maxBatch, concurrency });
          const outcomes = new Map<number, { result?: number; error?: unknown; committedFirst: boolean }>();
          let item = 0;
          // `arrivals[k]` items arrive, then one commit under way completes, and so on until all are done.
          for (const count of arrivals) {
            for (let n = 0; n < count && item < arrivals.length; n += 1, item += 1) {
              const mine = item;
              group.submit(mine).then(
                (result) => outcomes.set(mine, { result, committedFirst: db.committed.has(mine) }),
                (error: unknown) => outcomes.set(mine, { error, committedFirst: false }),
              );
            }
            await db.finishOne();
          }
          for (; item < arrivals.length; item += 1) {
            const mine = item;
            group.submit(mine).then(
              (result) => outcomes.set(mine, { result, committedFirst: db.committed.has(mine) }),
              (error: unknown) => outcomes.set(mine, { error, committedFirst: false }),
            );
          }
          while (db.pending.length > 0) await db.finishOne();
          expect(outcomes.size).toBe(arrivals.length);
          for (const [mine, outcome] of outcomes) {
            if (bad.has(mine)) expect(outcome.error).toEqual(new Error(`item ${mine}`));
            else expect(outcome).toEqual({ result: mine * 10, committedFirst: true });
          }
          for (const batch of db.commits) expect(batch.length).toBeLessThanOrEqual(maxBatch);
        },
      ),
      { seed, numRuns: 200 },
    );
  });
});
