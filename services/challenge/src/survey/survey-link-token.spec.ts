import fc from 'fast-check';
import { unsubscribeToken } from '../reminders/unsubscribe-token.js';
import { readSurveyLinkToken, SURVEY_LINK_DAYS, surveyLinkToken } from './survey-link-token.js';

const SECRET = 'a'.repeat(32);
const NOW = new Date('2026-12-04T07:00:00Z');
const later = (days: number) => new Date(NOW.getTime() + days * 86_400_000);
const answers = fc.record({
  userId: fc.integer({ min: 1, max: 2 ** 31 }),
  edition: fc.integer({ min: 1, max: 10_000 }),
  satisfaction: fc.integer({ min: 1, max: 5 }),
});

describe("the check-in e-mail's answer token", () => {
  it('gives back exactly the member, edition and score it was made for, and shows none of them in the link', () => {
    fc.assert(
      fc.property(answers, (target) => {
        const token = surveyLinkToken(SECRET, target, NOW);
        expect(readSurveyLinkToken(SECRET, token, NOW)).toEqual(target);
        expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(token.length).toBeLessThanOrEqual(200);
        if (target.userId >= 1000) expect(token).not.toContain(String(target.userId));
      }),
      { seed: 57, numRuns: 300 },
    );
  });

  it(`works for ${SURVEY_LINK_DAYS} days, then never`, () => {
    fc.assert(
      fc.property(answers, fc.integer({ min: 0, max: 400 }), (target, days) => {
        const token = surveyLinkToken(SECRET, target, NOW);
        const read = readSurveyLinkToken(SECRET, token, later(days));
        expect(read).toEqual(days < SURVEY_LINK_DAYS ? target : null);
      }),
      { seed: 57, numRuns: 200 },
    );
  });

  it('is refused with any letter changed, under another key, or cut short', () => {
    const token = surveyLinkToken(SECRET, { userId: 42, edition: 78, satisfaction: 5 }, NOW);
    expect(readSurveyLinkToken('b'.repeat(32), token, NOW)).toBeNull();
    fc.assert(
      fc.property(fc.nat({ max: token.length - 1 }), fc.constantFrom(...'ABCxyz019-_'), (at, letter) => {
        fc.pre(token[at] !== letter);
        expect(readSurveyLinkToken(SECRET, `${token.slice(0, at)}${letter}${token.slice(at + 1)}`, NOW)).toBeNull();
      }),
      { seed: 57, numRuns: 300 },
    );
    for (const other of ['', `${token}x`, token.slice(0, 30), '42.78.5', token.slice(0, -1)]) {
      expect(readSurveyLinkToken(SECRET, other, NOW)).toBeNull();
    }
  });

  it("opens for its purpose only: a reminder's unsubscribe token under the same key answers nothing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), (userId) => {
        const unsubscribe = unsubscribeToken(SECRET, { userId, kind: 'daily', settingsChangedAt: 5 }, NOW);
        expect(readSurveyLinkToken(SECRET, unsubscribe, NOW)).toBeNull();
      }),
      { seed: 57, numRuns: 100 },
    );
  });
});
