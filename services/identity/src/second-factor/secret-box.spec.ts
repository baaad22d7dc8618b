import fc from 'fast-check';
import { SecretBox } from './secret-box.js';

const box = new SecretBox('a-key-of-at-least-thirty-two-characters!');

describe("the second factor's key at rest (AES-256-GCM)", () => {
  it('opens what it sealed for the same account, and the sealed form never shows the key', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z2-7]{16,64}$/), fc.integer({ min: 1, max: 2 ** 31 - 1 }), (secret, id) => {
        const sealed = box.seal(secret, id);
        expect(SecretBox.isSealed(sealed)).toBe(true);
        expect(sealed).not.toContain(secret);
        expect(box.open(sealed, id)).toBe(secret);
      }),
      { seed: 29, numRuns: 200 },
    );
  });

  it('refuses a value sealed for another account, under another key, or altered', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 1);
    expect(() => box.open(sealed, 2)).toThrow();
    expect(() => new SecretBox('another-key-of-at-least-thirty-two-chars').open(sealed, 1)).toThrow();
    const [version, iv, data, tag] = sealed.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([version, iv, flipped.toString('base64url'), tag].join('.'), 1)).toThrow();
    expect(() => box.open('JBSWY3DPEHPK3PXP', 1)).toThrow();
  });

  it('seals the same key differently each time (a fresh nonce)', () => {
    expect(box.seal('JBSWY3DPEHPK3PXP', 1)).not.toBe(box.seal('JBSWY3DPEHPK3PXP', 1));
  });
});
