import { RetryBudget } from './retry-budget.js';

/** A budget on a clock the test moves: a tenth of the reads, on top of two, over 10 s. */
const budgetAt = (start = 1_000_000) => {
  const clock = { now: start };
  const budget = new RetryBudget({ share: 0.1, floor: 2, windowMs: 10_000, now: () => clock.now });
  const retries = (wanted: number) => Array.from({ length: wanted }, () => budget.tryRetry()).filter(Boolean).length;
  const ask = (reads: number) => {
    for (let i = 0; i < reads; i += 1) budget.asked();
  };
  return { clock, retries, ask };
};

describe('the retry budget of reads asked again', () => {
  it('allows its floor to a process that has asked nothing yet, and no more', () => {
    const { retries } = budgetAt();
    expect(retries(5)).toBe(2);
  });

  it('allows a share of the reads asked on top of the floor', () => {
    const { retries, ask } = budgetAt();
    ask(100);
    expect(retries(50)).toBe(12);
    ask(30);
    expect(retries(50)).toBe(3);
  });

  it('keeps counting the last window as it slides: half of the previous one still counts halfway through', () => {
    const { clock, retries, ask } = budgetAt();
    ask(200);
    expect(retries(10)).toBe(10);
    clock.now += 15_000;
    // Half of the 200 reads and of the 10 retries are still within the last 10 s: 2 + 10 - 5.
    expect(retries(50)).toBe(7);
  });

  it('forgets what lies further back than a window', () => {
    const { clock, retries, ask } = budgetAt();
    ask(200);
    expect(retries(50)).toBe(22);
    clock.now += 25_000;
    expect(retries(50)).toBe(2);
    ask(50);
    expect(retries(50)).toBe(5);
  });
});
