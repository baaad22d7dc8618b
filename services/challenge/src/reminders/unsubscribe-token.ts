import { REMINDER_KINDS, type ReminderKind } from '@reto/contracts';
import { openToken, positiveInteger, sealToken } from '../links/sealed-token.js';

/** What the token may do, and nothing else: its key and its sealed data are for this purpose only. */
const PURPOSE = 'reminder-unsubscribe';
/** How long a mailed link works: a year, then the member unsubscribes from the settings page. */
export const UNSUBSCRIBE_TOKEN_DAYS = 365;

/** The reminder a token turns off, and the state of the member's settings it was made for. */
export interface UnsubscribeTarget {
  userId: number;
  kind: ReminderKind;
  /** When the member's reminder settings last changed (ms): any later change voids the token. */
  settingsChangedAt: number;
}

/**
 * The one-click unsubscribe link's token: the member, the reminder, the settings' last change and
 * the expiry, sealed with AES-256-GCM (so it names no id to whoever reads the link, and any change
 * is refused). It turns off one reminder of one member, for a year, while the settings stay as they
 * were when it was mailed.
 */
export function unsubscribeToken(secret: string, target: UnsubscribeTarget, now: Date): string {
  const expiresAt = new Date(now.getTime() + UNSUBSCRIBE_TOKEN_DAYS * 86_400_000);
  const fields = [String(target.userId), target.kind, String(target.settingsChangedAt)];
  return sealToken(secret, PURPOSE, fields, expiresAt);
}

/**
 * Whose reminder, and which, a token turns off, with the settings' state it was made for; null
 * when it was not sealed with `secret`, was changed, or has expired at `now`. The caller checks the
 * settings' state against the member's.
 */
export function readUnsubscribeToken(secret: string, token: string, now: Date): UnsubscribeTarget | null {
  const fields = openToken(secret, PURPOSE, token, now);
  if (!fields) return null;
  const [id, kind, changedAt, ...rest] = fields;
  const userId = positiveInteger(id);
  const settingsChangedAt = positiveInteger(changedAt);
  if (rest.length || !userId || !settingsChangedAt) return null;
  if (!(REMINDER_KINDS as readonly string[]).includes(kind!)) return null;
  return { userId, kind: kind as ReminderKind, settingsChangedAt };
}
