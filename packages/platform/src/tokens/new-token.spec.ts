import { isIssuedTokenShape, newToken } from './new-token.js';

describe('newToken and isIssuedTokenShape', () => {
  it('hands out tokens of 43 base64url characters, and only that shape is taken for an issued token', () => {
    for (let i = 0; i < 200; i += 1) {
      const token = newToken();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(isIssuedTokenShape(token)).toBe(true);
    }
    const issued = newToken();
    for (const other of [
      '',
      'inventado',
      'f'.repeat(64),
      issued.slice(1),
      `${issued}A`,
      `${issued.slice(0, 42)}=`,
      `${issued.slice(0, 42)}+`,
      `${issued.slice(0, 42)}/`,
      `${issued.slice(0, 42)} `,
      `${issued.slice(0, 42)}ñ`,
    ])
      expect([other, isIssuedTokenShape(other)]).toEqual([other, false]);
  });
});
