import { hashToken } from './token-hash.js';

describe('hashToken', () => {
  it('is the SHA-256 of the token in hex, as identity has always stored it (sessions issued before still resolve)', () => {
    // FIPS 180-2's test vector for "abc".
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken('bench-1')).not.toBe(hashToken('bench-2'));
  });
});
