import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.js';

const SECRET = 'a'.repeat(32);

describe('the one-click unsubscribe token', () => {
  it('names its member and its reminder', () => {
    expect(readUnsubscribeToken(SECRET, unsubscribeToken(SECRET, 42, 'daily'))).toEqual({ userId: 42, kind: 'daily' });
    expect(readUnsubscribeToken(SECRET, unsubscribeToken(SECRET, 42, 'nudge'))).toEqual({ userId: 42, kind: 'nudge' });
  });

  it('is refused for another member, another reminder, another key, or any change', () => {
    const token = unsubscribeToken(SECRET, 42, 'daily');
    const [, , signed] = token.split('.');
    expect(readUnsubscribeToken(SECRET, `43.daily.${signed}`)).toBeNull();
    expect(readUnsubscribeToken(SECRET, `42.nudge.${signed}`)).toBeNull();
    expect(readUnsubscribeToken('b'.repeat(32), token)).toBeNull();
    expect(readUnsubscribeToken(SECRET, `${token}x`)).toBeNull();
    expect(readUnsubscribeToken(SECRET, `${token}.more`)).toBeNull();
    expect(readUnsubscribeToken(SECRET, '')).toBeNull();
    expect(readUnsubscribeToken(SECRET, `42.weekly.${signed}`)).toBeNull();
  });
});
