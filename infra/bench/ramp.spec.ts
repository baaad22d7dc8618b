import fc from 'fast-check';
import { ramp } from './ramp.mjs';

const SEED = Number(process.env.FC_SEED ?? 51);

/** A system that holds any rate up to `capacity` and none above it, as the ramp meets one. */
const systemOf = (capacity: number) => ({
  measure: async (rate: number) => ({ held: rate <= capacity }),
  holds: (run: { held: boolean }) => run.held,
});

describe("P5's ramp", () => {
  it('states the capacity within 1.5^(1/8) below it, not a whole 1.5x step, wherever it lies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.double({ min: 100, max: 100 * 1.5 ** 11, noNaN: true }), async (capacity) => {
        const { highest } = await ramp({ start: 100, step: 1.5, refine: 3, ...systemOf(capacity) });
        expect(highest!.rate).toBeLessThanOrEqual(capacity);
        expect(highest!.rate).toBeGreaterThanOrEqual(capacity / 1.5 ** (1 / 8));
      }),
      { seed: SEED },
    );
  });

  it('tries three rates after the first not held, each between the last held and the lowest not held', async () => {
    const { runs } = await ramp({ start: 100, step: 1.5, refine: 3, ...systemOf(3_000) });
    const rising = runs.slice(0, 10).map((run) => Math.round(run.rate));
    expect(rising).toEqual([100, 150, 225, 338, 506, 759, 1139, 1709, 2563, 3844]);
    for (const [i, run] of runs.slice(10).entries()) {
      const before = runs.slice(0, 10 + i);
      const held = Math.max(...before.filter((r) => r.held).map((r) => r.rate));
      const notHeld = Math.min(...before.filter((r) => !r.held).map((r) => r.rate));
      expect(run.rate).toBeCloseTo(Math.sqrt(held * notHeld));
    }
    expect(runs).toHaveLength(13);
  });

  it('states nothing when the first rate is not held, and stops rising after its last rate', async () => {
    expect((await ramp({ start: 100, step: 1.5, refine: 3, ...systemOf(50) })).highest).toBeUndefined();
    const everything = await ramp({ start: 100, step: 1.5, refine: 3, maxRises: 4, ...systemOf(1e9) });
    expect(everything.runs.map((run) => Math.round(run.rate))).toEqual([100, 150, 225, 338]);
    expect(Math.round(everything.highest!.rate)).toBe(338);
  });
});
