import { describe, expect, it } from 'vitest';
import { alphabetOf, effectiveLength, fold, runLength } from './password-patterns';

describe('password patterns', () => {
  it('folds accents and case away', () => {
    expect(fold('ContraSEÑA Más')).toBe('contrasena mas');
  });

  it('sizes the alphabet from the kinds of characters present', () => {
    expect(alphabetOf('abc')).toBe(26);
    expect(alphabetOf('aB3')).toBe(62);
    expect(alphabetOf('aB3!')).toBe(95);
    expect(alphabetOf('')).toBe(10);
  });

  it('counts a repeated character as half a choice, and no more after that', () => {
    expect(effectiveLength('mz')).toMatchObject({ length: 2, repeats: false });
    expect(effectiveLength('mmz')).toMatchObject({ length: 2.5, repeats: false });
    expect(effectiveLength('mmmmz')).toMatchObject({ length: 2.5, repeats: true });
  });

  it('counts a step along a run (forwards or backwards, letters, digits or a keyboard row) as a quarter', () => {
    expect(effectiveLength('abcd')).toMatchObject({ length: 1.75, runs: true });
    expect(effectiveLength('4321')).toMatchObject({ length: 1.75, runs: true });
    expect(effectiveLength('qwer').runs).toBe(true);
    expect(effectiveLength('ab').runs).toBe(false);
  });

  it('measures the longest run', () => {
    expect(runLength('xabcdz')).toBe(4);
    expect(runLength('mzq')).toBe(1);
  });
});
