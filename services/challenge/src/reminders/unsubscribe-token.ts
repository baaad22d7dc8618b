import { createHmac, timingSafeEqual } from 'node:crypto';
import { REMINDER_KINDS, type ReminderKind } from '@reto/contracts';

/** What the token may do, and nothing else: it is signed for this purpose only. */
const PURPOSE = 'reminder-unsubscribe';

const signature = (secret: string, userId: number, kind: ReminderKind) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${userId}:${kind}`).digest('base64url');

/** The one-click unsubscribe link's token: `<userId>.<kind>.<signature>`; it turns off one reminder of one member. */
export const unsubscribeToken = (secret: string, userId: number, kind: ReminderKind): string =>
  `${userId}.${kind}.${signature(secret, userId, kind)}`;

/** Whose reminder, and which, a token turns off; null when it was not signed with `secret` for exactly that. */
export function readUnsubscribeToken(secret: string, token: string): { userId: number; kind: ReminderKind } | null {
  const [id, kind, signed, ...rest] = token.split('.');
  const userId = Number(id);
  if (rest.length || !Number.isSafeInteger(userId) || userId <= 0 || !signed) return null;
  if (!(REMINDER_KINDS as readonly string[]).includes(kind)) return null;
  const expected = Buffer.from(signature(secret, userId, kind as ReminderKind));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind: kind as ReminderKind };
}
