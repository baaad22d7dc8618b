import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const TOKEN = /^[A-Za-z0-9_-]{40,200}$/;

const keyOf = (purpose: string, secret: string) => createHash('sha256').update(`${purpose}:${secret}`).digest();

/**
 * A mailed link's token: `fields` and the expiry sealed with AES-256-GCM under a key of `purpose`
 * alone (so it names nothing to whoever reads the link, any change is refused, and a token made for
 * one purpose opens for no other). The fields must not contain a dot.
 */
export function sealToken(secret: string, purpose: string, fields: readonly string[], expiresAt: Date): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(purpose, secret), iv);
  cipher.setAAD(Buffer.from(purpose));
  const sealed = Buffer.concat([cipher.update([...fields, expiresAt.getTime()].join('.'), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/**
 * The fields a token sealed for `purpose` with `secret` carries; null when it was sealed otherwise,
 * was changed, or has expired at `now`. The caller checks each field.
 */
export function openToken(secret: string, purpose: string, token: string, now: Date): string[] | null {
  if (!TOKEN.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // One spelling per token: base64's spare bits in the last letter would let another letter pass.
  if (bytes.length <= IV_BYTES + TAG_BYTES || bytes.toString('base64url') !== token) return null;
  let opened: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(purpose, secret), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    opened = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
  const fields = opened.split('.');
  const expiresAt = positiveInteger(fields.pop());
  if (!expiresAt || expiresAt <= now.getTime()) return null;
  return fields;
}

/** The whole positive number a field spells, or undefined. */
export const positiveInteger = (text: string | undefined): number | undefined => {
  const value = Number(text);
  return /^\d+$/.test(text ?? '') && Number.isSafeInteger(value) && value > 0 ? value : undefined;
};
