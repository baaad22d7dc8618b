import { nextOccurrence, passedToday } from './reminder-time.js';

const at = (iso: string) => new Date(iso);

describe('the next local time of a reminder', () => {
  it('is 08:00 in the member own timezone: Madrid and Mexico City are seven hours apart', () => {
    expect(nextOccurrence('Europe/Madrid', '08:00', at('2026-11-10T05:00:00Z')).toISOString()).toBe(
      '2026-11-10T07:00:00.000Z',
    );
    expect(nextOccurrence('America/Mexico_City', '08:00', at('2026-11-10T05:00:00Z')).toISOString()).toBe(
      '2026-11-10T14:00:00.000Z',
    );
  });

  it('is tomorrow once today passed, and never the instant itself', () => {
    expect(nextOccurrence('Europe/Madrid', '08:00', at('2026-11-10T07:00:00Z')).toISOString()).toBe(
      '2026-11-11T07:00:00.000Z',
    );
    expect(nextOccurrence('Europe/Madrid', '20:00', at('2026-11-10T19:30:00Z')).toISOString()).toBe(
      '2026-11-11T19:00:00.000Z',
    );
  });

  it('follows the summer-time change: 08:00 is 06:00 UTC after the last Sunday of March in Madrid', () => {
    expect(nextOccurrence('Europe/Madrid', '08:00', at('2027-03-27T12:00:00Z')).toISOString()).toBe(
      '2027-03-28T06:00:00.000Z',
    );
  });

  it('a time the clocks skip going forward comes as much later as they moved (02:30 → 03:30)', () => {
    // 02:30 does not exist in Madrid on 2027-03-28 (02:00 → 03:00).
    expect(nextOccurrence('Europe/Madrid', '02:30', at('2027-03-28T00:00:00Z')).toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
  });
});

describe('whether a reminder time passed today', () => {
  it('is read on the member wall clock', () => {
    expect(passedToday('Europe/Madrid', '08:00', at('2026-11-10T07:00:00Z'))).toBe(true);
    expect(passedToday('Europe/Madrid', '08:00', at('2026-11-10T06:59:59Z'))).toBe(false);
    expect(passedToday('America/Mexico_City', '08:00', at('2026-11-10T07:00:00Z'))).toBe(false);
    expect(passedToday('America/Mexico_City', '23:30', at('2026-11-11T06:10:00Z'))).toBe(false);
  });
});
