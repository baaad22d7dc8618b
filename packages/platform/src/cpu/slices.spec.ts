import { atOnce, inSlices, type CpuSteps } from './slices.js';

/** Counts to `steps`, a checkpoint each, noting whether another task ran in between. */
function* counting(steps: number, seen: { otherTaskRan: boolean; sawIt: boolean }): CpuSteps<number> {
  let count = 0;
  for (let i = 0; i < steps; i += 1) {
    yield;
    if (seen.otherTaskRan) seen.sawIt = true;
    count += 1;
  }
  return count;
}

describe('CPU work in slices', () => {
  it('gives the event loop a turn between slices, so a task queued meanwhile runs before the work ends', async () => {
    const seen = { otherTaskRan: false, sawIt: false };
    setImmediate(() => (seen.otherTaskRan = true));
    // A zero-length slice: every checkpoint is the end of one.
    expect(await inSlices(counting(5, seen), 0)).toBe(5);
    expect(seen.sawIt).toBe(true);
  });

  it('runs the same steps at once, to the same result, without a turn', () => {
    const seen = { otherTaskRan: false, sawIt: false };
    setImmediate(() => (seen.otherTaskRan = true));
    expect(atOnce(counting(5, seen))).toBe(5);
    expect(seen.sawIt).toBe(false);
  });
});
