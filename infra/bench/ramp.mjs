// P5's search for the highest rate the system holds: rates rising by `step` from `start` until one
// is not held, then `refine` rates between the last held and that one, each at the geometric middle
// of the gap left. Rising by 1.5x alone, the capacity lay anywhere up to a whole step above the
// figure stated (the 426,210 members of 3,802 req/s could have been up to 639,000); three halvings
// of that gap state it within 1.5^(1/8), about 5 %.

/**
 * Runs `measure(rate)` at rising rates (at most `maxRises` of them) and then the refining ones;
 * `holds(run)` judges each run. Resolves to every run in the order made (each with its `rate`) and
 * the highest held, undefined when not even `start` held. A run's own `rate` (rounded, say) stands for
 * the one asked.
 */
export async function ramp({ start, step, refine, maxRises = 12, measure, holds }) {
  const runs = [];
  const tried = async (rate) => {
    const run = await measure(rate);
    runs.push({ rate, ...run });
    return holds(run);
  };
  let rate = start;
  let rises = 1;
  while ((await tried(rate)) && rises < maxRises) {
    rate *= step;
    rises += 1;
  }
  if (runs.length > 1 && !holds(runs.at(-1))) {
    let [held, failed] = [rate / step, rate];
    for (let i = 0; i < refine; i += 1) {
      const middle = Math.sqrt(held * failed);
      if (await tried(middle)) held = middle;
      else failed = middle;
    }
  }
  const highest = runs.filter(holds).sort((a, b) => b.rate - a.rate)[0];
  return { runs, highest };
}
