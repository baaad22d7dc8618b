import { mergedResults } from './results-file.mjs';

const fullRun = {
  at: '2026-11-28T02:00:00.000Z',
  machine: { cores: 2, node: 'v20' },
  settings: { members: 10_000, durationS: 10 },
  p1: { throughputRatio: 1.34 },
  p3: { throughputRatioToBare: 0.73 },
};

describe('bench/results.json: each run merges the phases it measured', () => {
  it('a focused run replaces its own phases, keeps every other, and names its conditions beside them', () => {
    const focused = {
      at: '2026-11-29T05:00:00.000Z',
      machine: { cores: 2, node: 'v20' },
      settings: { members: 100_000, durationS: 8 },
      loadAverage: { start: 30.1, end: 41.2 },
      landing: { landingToStatic: 0.62 },
      p3: { throughputRatioToBare: 0.7 },
    };
    const merged = mergedResults(fullRun, focused);
    expect(merged.at).toBe(fullRun.at);
    expect(merged.settings).toEqual(fullRun.settings);
    expect(merged.p1).toEqual(fullRun.p1);
    const { at, machine, settings, loadAverage } = focused;
    expect(merged.landing).toEqual({ landingToStatic: 0.62, conditions: { at, machine, settings, loadAverage } });
    expect(merged.p3).toEqual({ throughputRatioToBare: 0.7, conditions: { at, machine, settings, loadAverage } });
  });

  it('a run of every phase the file holds writes the file anew, its conditions its own', () => {
    const earlier = mergedResults(fullRun, { ...fullRun, at: '2026-11-29T01:00:00.000Z', landing: { x: 1 } });
    const again = { ...fullRun, at: '2026-11-30T00:00:00.000Z', landing: { x: 2 } };
    expect(mergedResults(earlier, again)).toEqual(again);
  });

  it('a phase merged earlier keeps its own conditions when another focused run comes', () => {
    const landing = mergedResults(fullRun, { at: '2026-11-29T05:00:00.000Z', landing: { x: 1 } });
    const then = mergedResults(landing, { at: '2026-11-29T06:00:00.000Z', explain: { plan: 'Index Scan' } });
    expect(then.landing).toEqual(landing.landing);
    expect(then.explain).toEqual({ plan: 'Index Scan', conditions: { at: '2026-11-29T06:00:00.000Z' } });
    expect(then.at).toBe(fullRun.at);
  });

  it('with no file yet, the run is the file', () => {
    expect(mergedResults(undefined, fullRun)).toEqual(fullRun);
  });
});
