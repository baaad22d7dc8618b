import fc from 'fast-check';
import {
  DEFAULT_ENROL_CURRENT_UNTIL_DAY,
  editionBoughtAt,
  editionByNumber,
  editionStartsAt,
  editionToJoin,
  nextEdition,
  nextEditionStartAfter,
  periodEndOfEdition,
  runningEdition,
  salesWindow,
} from './editions.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('editions', () => {
  it('starts edition 61 on 2025-07-21 and one every 28 days', () => {
    expect(editionByNumber(61)).toEqual({ number: 61, startDate: '2025-07-21', endDate: '2025-08-17' });
    expect(editionByNumber(62)).toEqual({ number: 62, startDate: '2025-08-18', endDate: '2025-09-14' });
    expect(editionByNumber(78).startDate).toBe('2026-11-09');
  });

  it('knows the running edition of a date', () => {
    expect(runningEdition('2025-07-21').number).toBe(61);
    expect(runningEdition('2025-08-17').number).toBe(61);
    expect(runningEdition('2025-08-18').number).toBe(62);
    expect(runningEdition('2026-11-21').number).toBe(78);
  });

  it('advertises the next edition: 61 + elapsed cycles + 1, starting at the next cycle', () => {
    expect(nextEdition('2025-07-21')).toMatchObject({ number: 62, startDate: '2025-08-18' });
    expect(nextEdition('2025-08-17')).toMatchObject({ number: 62, startDate: '2025-08-18' });
    expect(nextEdition('2026-11-21')).toMatchObject({ number: 79, startDate: '2026-12-07' });
    expect(nextEdition('2025-07-01')).toMatchObject({ number: 61, startDate: '2025-07-21' });
  });

  it('joins the running edition until the end of day ENROL_CURRENT_UNTIL_DAY, else the next one', () => {
    expect(editionToJoin('2026-11-09', 3).number).toBe(78);
    expect(editionToJoin('2026-11-11', 3).number).toBe(78);
    expect(editionToJoin('2026-11-12', 3).number).toBe(79);
    expect(editionToJoin('2026-11-21', 3).number).toBe(79);
    expect(editionToJoin('2026-11-09', 0).number).toBe(79);
  });

  it('the sales window of an edition holds exactly the days whose purchases join it, for any setting', () => {
    const DAY = 86_400_000;
    fc.assert(
      fc.property(fc.integer({ min: 62, max: 400 }), fc.integer({ min: 0, max: 28 }), (edition, untilDay) => {
        const { from, to } = salesWindow(edition, untilDay);
        const before = new Date(Date.parse(from) - DAY).toISOString().slice(0, 10);
        const after = new Date(Date.parse(to) + DAY).toISOString().slice(0, 10);
        expect(editionToJoin(from, untilDay).number).toBe(edition);
        expect(editionToJoin(to, untilDay).number).toBe(edition);
        expect(editionToJoin(before, untilDay).number).toBe(edition - 1);
        expect(editionToJoin(after, untilDay).number).toBe(edition + 1);
        expect((Date.parse(to) - Date.parse(from)) / DAY + 1).toBe(28);
      }),
    );
  });
});

describe('the billing periods of the edition calendar', () => {
  it('starts edition 61 on 2025-07-21 and each next one 28 days later', () => {
    expect(editionStartsAt(61).toISOString()).toBe('2025-07-21T00:00:00.000Z');
    expect(editionStartsAt(79).toISOString()).toBe('2026-12-07T00:00:00.000Z');
    expect(editionStartsAt(80).toISOString()).toBe('2027-01-04T00:00:00.000Z');
  });

  it('a payment on 28 November 2026 buys edition 79 (7 December) and its period ends, and renews, on 4 January', () => {
    const paidAt = new Date('2026-11-28T10:00:00Z');
    expect(editionBoughtAt(paidAt, DEFAULT_ENROL_CURRENT_UNTIL_DAY).number).toBe(79);
    expect(periodEndOfEdition(editionBoughtAt(paidAt, DEFAULT_ENROL_CURRENT_UNTIL_DAY).number).toISOString()).toBe(
      '2027-01-04T00:00:00.000Z',
    );
  });

  it('every instant renews on the first edition start after it, which is an edition start, within 28 days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 62, max: 400 }), fc.integer({ min: 0, max: 28 * DAY_MS - 1 }), (edition, into) => {
        const instant = new Date(editionStartsAt(edition).getTime() + into);
        expect(nextEditionStartAfter(instant)).toEqual(editionStartsAt(edition + 1));
      }),
    );
  });

  it('the period a payment buys always ends on the first day of the edition after the one it bought', () => {
    fc.assert(
      fc.property(fc.integer({ min: 62, max: 400 }), fc.integer({ min: 0, max: 28 * DAY_MS - 1 }), (edition, into) => {
        const paidAt = new Date(editionStartsAt(edition).getTime() + into);
        const bought = editionBoughtAt(paidAt, DEFAULT_ENROL_CURRENT_UNTIL_DAY).number;
        expect(bought === edition || bought === edition + 1).toBe(true);
        expect(periodEndOfEdition(bought).getTime() - paidAt.getTime()).toBeGreaterThan(0);
        expect(periodEndOfEdition(bought).getTime() - editionStartsAt(bought).getTime()).toBe(28 * DAY_MS);
      }),
    );
  });
});
