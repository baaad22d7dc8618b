import fc from 'fast-check';
import { editionByNumber, editionToJoin, nextEdition, runningEdition, salesWindow } from './editions.js';

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
