import { describe, expect, it } from 'vitest';
import { firstNameOf } from './first-name';

describe('firstNameOf', () => {
  it('prefers firstName', () => {
    expect(firstNameOf({ firstName: 'Lucía', fullName: 'María López', username: 'mlopez' })).toBe('Lucía');
  });

  it('trims firstName', () => {
    expect(firstNameOf({ firstName: '  Ana ', fullName: '', username: 'ana' })).toBe('Ana');
  });

  it('uses the first word of fullName when firstName is empty', () => {
    expect(firstNameOf({ firstName: '', fullName: '  María  José López', username: 'mjl' })).toBe('María');
    expect(firstNameOf({ firstName: null, fullName: 'Pedro', username: 'p' })).toBe('Pedro');
  });

  it('falls back to the username part before a space, capitalised', () => {
    expect(firstNameOf({ firstName: '', fullName: '', username: 'juan pérez' })).toBe('Juan');
  });

  it('falls back to the username part before an underscore, capitalised', () => {
    expect(firstNameOf({ username: 'carlos_ramirez' })).toBe('Carlos');
    expect(firstNameOf({ firstName: '   ', fullName: ' ', username: 'ñandú_99' })).toBe('Ñandú');
  });

  it('capitalises only the first letter of a one-word username', () => {
    expect(firstNameOf({ username: 'emilio' })).toBe('Emilio');
    expect(firstNameOf({ username: 'mcDonald' })).toBe('McDonald');
  });

  it('skips leading separators in the username', () => {
    expect(firstNameOf({ username: '_luis_m' })).toBe('Luis');
  });

  it('returns the username itself when it has no word', () => {
    expect(firstNameOf({ username: '___' })).toBe('___');
  });
});
