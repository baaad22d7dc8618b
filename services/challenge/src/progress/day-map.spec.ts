import { dayStatuses } from './day-map.js';

const days = (...list: number[]) => new Set(list);
/** The seeded programme's rest days; any other set works the same way. */
const REST = days(7, 14, 21, 28);

/** The statuses of `from`..`to` (1-based, inclusive). */
const slice = (statuses: string[], from: number, to: number) => statuses.slice(from - 1, to);

describe('dayStatuses', () => {
  it('gives each of the 28 days one status: done, missed, rest, today or locked', () => {
    const statuses = dayStatuses(days(1, 2, 4, 5, 6, 8), 10, REST);
    expect(statuses).toHaveLength(28);
    expect(slice(statuses, 1, 12)).toEqual([
      'done',
      'done',
      'missed',
      'done',
      'done',
      'done',
      'rest',
      'done',
      'missed',
      'today',
      'locked',
      'locked',
    ]);
    expect(slice(statuses, 11, 28).every((status) => status === 'locked')).toBe(true);
  });

  it('marks today done once its unit is complete, and a rest day today as rest', () => {
    expect(dayStatuses(days(3), 3, REST)[2]).toBe('done');
    expect(dayStatuses(days(), 7, REST)[6]).toBe('rest');
  });

  it('takes the rest days it is given (the units say which), and locks a rest day still to come', () => {
    const statuses = dayStatuses(days(1, 2), 4, days(3, 6));
    expect(slice(statuses, 1, 7)).toEqual(['done', 'done', 'rest', 'today', 'locked', 'locked', 'locked']);
    expect(dayStatuses(days(), 4, REST)[6]).toBe('locked');
  });

  it('locks every day before the start, and leaves no today once the edition ended', () => {
    expect(new Set(dayStatuses(days(), 0, REST))).toEqual(new Set(['locked']));
    const ended = dayStatuses(days(27), 29, REST);
    expect(slice(ended, 25, 28)).toEqual(['missed', 'missed', 'done', 'rest']);
    expect(ended).not.toContain('today');
    expect(ended).not.toContain('locked');
  });
});
