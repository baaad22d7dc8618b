import { describe, expect, it } from 'vitest';
import { COMMONEST } from './common-passwords';

describe('the commonest passwords', () => {
  it('hold the head of the English and Spanish rankings, folded and without digits', () => {
    for (const password of ['password', 'contrasena', 'qwerty', 'teamo', 'futbol', 'reto']) {
      expect(COMMONEST.has(password)).toBe(true);
    }
    for (const password of [...COMMONEST]) expect(password).toMatch(/^[a-zñ]+$/);
  });
});
