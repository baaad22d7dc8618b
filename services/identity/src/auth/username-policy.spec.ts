import { looksAlike, usernameSkeleton } from './username-policy.js';

describe('usernameSkeleton', () => {
  it.each([
    ['full-width letters', 'ａｄｍｉｎ'],
    ['mathematical bold letters', '𝐚𝐝𝐦𝐢𝐧'],
    ['a Cyrillic а', '\u0430dmin'],
    ['Cyrillic а and і', '\u0430dm\u0456n'],
    ['a Greek capital Α', '\u0391DMIN'],
    ['a capital I written as a small l', 'ADMlN'],
    ['the digit 1 for the i', 'adm1n'],
    ['rn for the m', 'adrnin'],
    ['a dot inside', 'ad.min'],
    ['another case', 'AdMiN'],
  ])('folds %s onto the plain name', (_label, name) => {
    expect(looksAlike(name, 'admin')).toBe(true);
  });

  it('keeps names that only share letters apart', () => {
    expect(looksAlike('administra', 'admin')).toBe(false);
    expect(looksAlike('Lucía', 'Lucas')).toBe(false);
    expect(usernameSkeleton('Ana López')).toBe('analópez');
  });

  it('tells a Greek ν (a v) from a capital Ν (an N)', () => {
    expect(usernameSkeleton('\u03BD')).toBe('v');
    expect(usernameSkeleton('\u039D')).toBe('n');
  });
});
