import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { REMINDER_KINDS, type ReminderKind } from '@reto/contracts';

/** What the token may do, and nothing else: its key and its sealed data are for this purpose only. */
const PURPOSE = 'reminder-unsubscribe';
/** How long a mailed link works: a year, then the member unsubscribes from the settings page. */
export const UNSUBSCRIBE_TOKEN_DAYS = 365;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const TOKEN = /^[A-Za-z0-9_-]{40,200}$/;

/** The reminder a token turns off, and the state of the member's settings it was made for. */
export interface UnsubscribeTarget {
  userId: number;
  kind: ReminderKind;
  /** When the member's reminder settings last changed (ms): any later change voids the token. */
  settingsChangedAt: number;
}

const keyOf = (secret: string) => createHash('sha256').update(`${PURPOSE}:${secret}`).digest();

/**
 * The one-click unsubscribe link's token: the member, the reminder, the settings' last change and
 * the expiry, sealed with AES-256-GCM (so it names no id to whoever reads the link, and any change
 * is refused). It turns off one reminder of one member, for a year, while the settings stay as they
 * were when it was mailed.
 */
export function unsubscribeToken(secret: string, target: UnsubscribeTarget, now: Date): string {
  const expiresAt = now.getTime() + UNSUBSCRIBE_TOKEN_DAYS * 86_400_000;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(Buffer.from(PURPOSE));
  const sealed = Buffer.concat([
    cipher.update(`${target.userId}.${target.kind}.${target.settingsChangedAt}.${expiresAt}`, 'utf8'),
    cipher.final(),
  ]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

const positiveInteger = (text: string | undefined) => {
  const value = Number(text);
  return /^\d+$/.test(text ?? '') && Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

/**
 * Whose reminder, and which, a token turns off, with the settings' state it was made for; null
 * when it was not sealed with `secret`, was changed, or has expired at `now`. The caller checks the
 * settings' state against the member's.
 */
export function readUnsubscribeToken(secret: string, token: string, now: Date): UnsubscribeTarget | null {
  if (!TOKEN.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // One spelling per token: base64's spare bits in the last letter would let another letter pass.
  if (bytes.length <= IV_BYTES + TAG_BYTES || bytes.toString('base64url') !== token) return null;
  let opened: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(PURPOSE));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    opened = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
  const [id, kind, changedAt, expires, ...rest] = opened.split('.');
  const userId = positiveInteger(id);
  const settingsChangedAt = positiveInteger(changedAt);
  const expiresAt = positiveInteger(expires);
  if (rest.length || !userId || !settingsChangedAt || !expiresAt) return null;
  if (!(REMINDER_KINDS as readonly string[]).includes(kind!)) return null;
  if (expiresAt <= now.getTime()) return null;
  return { userId, kind: kind as ReminderKind, settingsChangedAt };
}
