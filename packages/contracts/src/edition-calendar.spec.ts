import fc from 'fast-check';
import { editionBoughtAt, editionStartsAt, nextEditionStartAfter, periodEndOfEdition } from './edition-calendar.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the edition calendar (one rule: enrolment, billing periods, attribution)', () => {
  it('starts edition 61 on 2025-07-21 and each next one 28 days later', () => {
    expect(editionStartsAt(61).toISOString()).toBe('2025-07-21T00:00:00.000Z');
    expect(editionStartsAt(79).toISOString()).toBe('2026-12-07T00:00:00.000Z');
    expect(editionStartsAt(80).toISOString()).toBe('2027-01-04T00:00:00.000Z');
  });

  it('a payment on 28 November 2026 buys edition 79 (7 December) and its period ends, and renews, on 4 January', () => {
    const paidAt = new Date('2026-11-28T10:00:00Z');
    expect(editionBoughtAt(paidAt)).toBe(79);
    expect(periodEndOfEdition(editionBoughtAt(paidAt)).toISOString()).toBe('2027-01-04T00:00:00.000Z');
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
        const bought = editionBoughtAt(paidAt);
        expect(bought === edition || bought === edition + 1).toBe(true);
        expect(periodEndOfEdition(bought).getTime() - paidAt.getTime()).toBeGreaterThan(0);
        expect(periodEndOfEdition(bought).getTime() - editionStartsAt(bought).getTime()).toBe(28 * DAY_MS);
      }),
    );
  });
});
