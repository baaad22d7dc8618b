// bench/results.json holds the latest figure of every phase: a run merges the phases it measured
// into the file, so a focused run (BENCH_PHASES=landing) replaces the landing's figures and keeps
// every other phase's, each with the conditions it was measured in.

/** The phases of bench/results.json, each written by the run that measured it last. */
export const PHASES = ['p1', 'p2', 'p3', 'p4', 'p5', 'p5ByKind', 'signIn', 'landing', 'growth', 'explain', 'community'];

/** What a run states about itself: its date, machine, settings, seed and the host's load. */
const RUN_FACTS = ['at', 'machine', 'settings', 'seed', 'loadAverage'];

const conditionsOf = (run) =>
  Object.fromEntries(RUN_FACTS.filter((fact) => run[fact] !== undefined).map((fact) => [fact, run[fact]]));

/**
 * The file after `run` (its facts and the phases it measured) over `previous` (the file as it was,
 * or undefined). The file's own facts are the run's when it measured every phase the file held (a
 * full run), the file's otherwise; a phase measured in other conditions than the file's carries
 * them (`conditions`), so a figure is never read with another run's date, size or load.
 */
export function mergedResults(previous, run) {
  const measured = PHASES.filter((phase) => run[phase] !== undefined);
  const held = previous ? PHASES.filter((phase) => previous[phase] !== undefined) : [];
  const full = !previous || held.every((phase) => measured.includes(phase));
  const facts = full ? conditionsOf(run) : conditionsOf(previous);
  const merged = { ...facts };
  for (const phase of PHASES) {
    if (measured.includes(phase)) {
      const { conditions: _stale, ...figures } = run[phase];
      merged[phase] = full ? figures : { ...figures, conditions: conditionsOf(run) };
    } else if (previous?.[phase] !== undefined) {
      // kept as it was: with its own conditions, or the file's, which stay
      merged[phase] = previous[phase];
    }
  }
  return merged;
}
