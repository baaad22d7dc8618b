import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** A code of the step before or after also counts: the phone's clock may be a little off. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
/** Letters and digits no one misreads (no 0/O, 1/I): 32 symbols, 5 bits each, 50 bits a code. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RECOVERY_CODE_LENGTH = 10;
export const RECOVERY_CODE_COUNT = 10;

export const newTotpSecret = (): string => generateSecret();

/** The `otpauth://` address the QR code holds: the app lists it as "Reto (username)". */
export const totpUri = (secret: string, account: string, issuer: string): string =>
  generateURI({ issuer, label: account, secret });

/**
 * The time step of `code` when it is the secret's code at `at` (or one step either side), else
 * null. The caller keeps the step so the same code is not accepted twice.
 */
export async function acceptedStep(secret: string, code: string, at: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(at.getTime() / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: TOLERANCE_SECONDS });
  return result.valid ? Math.floor(epoch / PERIOD_SECONDS) + result.delta : null;
}

/** Ten single-use codes for a lost phone, shown once as `ABCDE-FGHJK`. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const symbols = Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
  });

/** What is kept of a recovery code: the SHA-256 of its symbols (typed in any case, with or without the dash). */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');
