import { generate } from 'otplib';
import { acceptedStep, newRecoveryCodes, newTotpSecret, recoveryCodeHash } from './totp.js';

const at = new Date('2026-11-25T10:00:10Z');
const epoch = Math.floor(at.getTime() / 1000);
const step = Math.floor(epoch / 30);
const codeAt = (secret: string, seconds: number) => generate({ secret, epoch: seconds });

describe('the TOTP second factor', () => {
  it("accepts the app's code of this step and of one step either side, and names the step it belongs to", async () => {
    const secret = newTotpSecret();
    expect(await acceptedStep(secret, await codeAt(secret, epoch), at)).toBe(step);
    expect(await acceptedStep(secret, await codeAt(secret, epoch - 30), at)).toBe(step - 1);
    expect(await acceptedStep(secret, await codeAt(secret, epoch + 30), at)).toBe(step + 1);
  });

  it("refuses a code two steps away, another secret's code and anything but six digits", async () => {
    const secret = newTotpSecret();
    expect(await acceptedStep(secret, await codeAt(secret, epoch - 60), at)).toBeNull();
    expect(await acceptedStep(secret, await codeAt(newTotpSecret(), epoch), at)).toBeNull();
    expect(await acceptedStep(secret, '12345', at)).toBeNull();
    expect(await acceptedStep(secret, 'ABCDEF', at)).toBeNull();
  });

  it('makes ten distinct recovery codes of unambiguous symbols, kept only as a hash that ignores case and the dash', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    const [code] = codes as [string];
    expect(recoveryCodeHash(code.toLowerCase().replace('-', ' '))).toBe(recoveryCodeHash(code));
    expect(recoveryCodeHash(code)).not.toContain(code.replace('-', ''));
    expect(recoveryCodeHash(code)).not.toBe(recoveryCodeHash(codes[1]!));
  });
});
