import fc from 'fast-check';
import { readUnsubscribeToken, UNSUBSCRIBE_TOKEN_DAYS, unsubscribeToken } from './unsubscribe-token.js';

const SECRET = 'a'.repeat(32);
const NOW = new Date('2026-11-12T07:00:00Z');
const CHANGED = Date.parse('2026-11-01T10:00:00.123Z');
const target = (userId = 42, kind: 'daily' | 'nudge' = 'daily') => ({ userId, kind, settingsChangedAt: CHANGED });
const later = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

describe('the one-click unsubscribe token', () => {
  it('names its member, its reminder and the settings it was made for, to the service alone', () => {
    expect(readUnsubscribeToken(SECRET, unsubscribeToken(SECRET, target(), NOW), NOW)).toEqual(target());
    expect(readUnsubscribeToken(SECRET, unsubscribeToken(SECRET, target(42, 'nudge'), NOW), NOW)).toEqual(
      target(42, 'nudge'),
    );
  });

  it('carries no internal id in the link: the token shows neither the member id nor the reminder', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_000, max: 2 ** 31 }), fc.constantFrom('daily', 'nudge'), (userId, kind) => {
        const token = unsubscribeToken(SECRET, { ...target(userId, kind as 'daily') }, NOW);
        expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(token).not.toContain(String(userId));
        expect(token).not.toContain(kind);
        expect(token.length).toBeLessThanOrEqual(200);
      }),
      { seed: 50, numRuns: 200 },
    );
  });

  it('expires after a year', () => {
    const token = unsubscribeToken(SECRET, target(), NOW);
    expect(readUnsubscribeToken(SECRET, token, later(UNSUBSCRIBE_TOKEN_DAYS - 1))).toEqual(target());
    expect(readUnsubscribeToken(SECRET, token, later(UNSUBSCRIBE_TOKEN_DAYS))).toBeNull();
    expect(readUnsubscribeToken(SECRET, token, later(UNSUBSCRIBE_TOKEN_DAYS + 30))).toBeNull();
  });

  it('is refused under another key, or with any byte changed', () => {
    const token = unsubscribeToken(SECRET, target(), NOW);
    expect(readUnsubscribeToken('b'.repeat(32), token, NOW)).toBeNull();
    fc.assert(
      fc.property(fc.nat({ max: token.length - 1 }), fc.constantFrom(...'ABCxyz019-_'), (at, letter) => {
        fc.pre(token[at] !== letter);
        const changed = `${token.slice(0, at)}${letter}${token.slice(at + 1)}`;
        expect(readUnsubscribeToken(SECRET, changed, NOW)).toBeNull();
      }),
      { seed: 50, numRuns: 300 },
    );
    for (const other of ['', `${token}x`, `${token}.more`, '42.daily.c2lnbmVk', token.slice(0, 30)]) {
      expect(readUnsubscribeToken(SECRET, other, NOW)).toBeNull();
    }
  });
});
