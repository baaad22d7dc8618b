import { IdentityMessages, LoginInputSchema, RegisterInputSchema } from './identity.js';
import { parseWith } from './validation.js';

const valid = {
  username: '  Ana López ',
  email: '  Ana@Example.COM ',
  password: 'secreto123',
  gender: 'female',
  timezone: 'Europe/Madrid',
};

describe('RegisterInputSchema', () => {
  it('trims the username and trims and lowercases the e-mail', () => {
    const result = parseWith(RegisterInputSchema, valid);
    expect(result).toEqual({ ok: true, value: { ...valid, username: 'Ana López', email: 'ana@example.com' } });
  });

  it('defaults gender to male and timezone to America/New_York', () => {
    const result = parseWith(RegisterInputSchema, { username: 'ana', email: 'a@b.co', password: 'secreto123' });
    expect(result.ok && result.value).toMatchObject({ gender: 'male', timezone: 'America/New_York' });
  });

  it.each([
    [{ ...valid, password: '' }, IdentityMessages.passwordRequired],
    [{ ...valid, password: '1234567' }, 'La contraseña debe tener al menos 8 caracteres'],
    [{ ...valid, username: '   ' }, IdentityMessages.usernameRequired],
    [{ ...valid, email: 'not-an-email' }, IdentityMessages.emailInvalid],
    [{ ...valid, gender: 'other' }, IdentityMessages.genderInvalid],
    [{ ...valid, timezone: 'Mars/Olympus' }, IdentityMessages.timezoneInvalid],
  ])('refuses %o with a 400 and its Spanish message', (input, message) => {
    expect(parseWith(RegisterInputSchema, input)).toEqual({
      ok: false,
      error: { status: 400, code: 'validation_failed', message },
    });
  });
});

describe('LoginInputSchema', () => {
  it('trims and lowercases the username and keeps the password as is', () => {
    expect(parseWith(LoginInputSchema, { username: ' Ana ', password: ' Pass word ' })).toEqual({
      ok: true,
      value: { username: 'ana', password: ' Pass word ' },
    });
  });

  it('requires both fields', () => {
    expect(parseWith(LoginInputSchema, { username: 'ana' })).toMatchObject({ ok: false, error: { status: 400 } });
    expect(parseWith(LoginInputSchema, null)).toMatchObject({
      ok: false,
      error: { message: IdentityMessages.usernameRequired },
    });
  });
});

describe('usernames (look-alikes)', () => {
  it('NFKC-normalises the username at registration and at sign-in', () => {
    expect(parseWith(RegisterInputSchema, { ...valid, username: 'ａｄｍｉｎ' })).toMatchObject({
      ok: true,
      value: { username: 'admin' },
    });
    expect(parseWith(LoginInputSchema, { username: ' Ｌｕｃíａ ', password: 'x' })).toMatchObject({
      ok: true,
      value: { username: 'lucía' },
    });
  });

  it('refuses a name longer than 100 characters, counted in lower case too', () => {
    for (const username of ['a'.repeat(101), '\u0130'.repeat(60)])
      expect(parseWith(RegisterInputSchema, { ...valid, username })).toEqual({
        ok: false,
        error: { status: 400, code: 'validation_failed', message: IdentityMessages.usernameTooLong },
      });
  });

  it('accepts names of one script with accents, digits and spaces', () => {
    for (const username of ['Lucía Gómez', 'Мария', 'José 2025', '山田 太郎'])
      expect(parseWith(RegisterInputSchema, { ...valid, username })).toMatchObject({ ok: true });
  });
});
