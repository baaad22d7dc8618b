import { IdentityMessages, parseWith } from '@reto/contracts';
import { looksAlike, RegistrationInputSchema, usernameSkeleton } from './username-policy.js';

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

describe('the names refused outright at registration', () => {
  const valid = { username: 'Ana López', email: 'ana@example.com', password: 'secreto123' };

  it.each([
    ['a zero-width space', 'ad\u200bmin', IdentityMessages.usernameInvisible],
    ['a zero-width joiner', 'ad\u200dmin', IdentityMessages.usernameInvisible],
    ['a right-to-left mark', 'admin\u200f', IdentityMessages.usernameInvisible],
    ['a Hangul filler', 'ad\u3164min', IdentityMessages.usernameInvisible],
    ['a Cyrillic а among Latin letters', '\u0430dmin', IdentityMessages.usernameMixedScripts],
    ['a Greek ο among Latin letters', 'r\u03BFot', IdentityMessages.usernameMixedScripts],
    ["the shape of someone's e-mail address", 'lucia@example.com', IdentityMessages.usernameLooksLikeEmail],
    ['a full-width at sign', 'lucia\uFF20example.com', IdentityMessages.usernameLooksLikeEmail],
    ['a small at sign', 'lucia\uFE6Bexample', IdentityMessages.usernameLooksLikeEmail],
  ])('refuses a username with %s with a 400 and its Spanish message', (_label, username, message) => {
    expect(parseWith(RegistrationInputSchema, { ...valid, username })).toEqual({
      ok: false,
      error: { status: 400, code: 'validation_failed', message },
    });
  });

  it('accepts names of one script with accents, digits and spaces', () => {
    for (const username of ['Lucía Gómez', 'Мария', 'José 2025', '山田 太郎'])
      expect(parseWith(RegistrationInputSchema, { ...valid, username })).toMatchObject({ ok: true });
  });
});
