import { z } from 'zod';
import { MemberSchema } from './challenge.js';

export * from './reminder-times.js';

/** The member's reminders (DECISIONS.md "Reminders"): what they chose, and the two kinds. */
export const REMINDER_KINDS = ['daily', 'nudge'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** A local time of day, `HH:MM` (24 h). */
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const ReminderMessages = {
  settingsInvalid: 'Las preferencias de notificación no son válidas.',
  booleanRequired: (field: string) => `«${field}» debe ser verdadero o falso.`,
  reminderTimeInvalid: 'La hora del recordatorio debe tener el formato HH:MM (por ejemplo, 08:00).',
  pushSubscriptionInvalid: 'La suscripción a las notificaciones push no es válida.',
  unsubscribeInvalid: 'El enlace para darte de baja no es válido.',
} as const;

/** What the member chose; the same shape answers GET and is sent whole with PUT. */
export interface NotificationSettingsDto {
  dailyReminder: boolean;
  /** The daily reminder's local time, `HH:MM`, in the member's timezone. */
  reminderTime: string;
  email: boolean;
  push: boolean;
  streakNudge: boolean;
  /** A Web Push for a reply to the member in the group or a message from the coach (needs `push`). */
  community: boolean;
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettingsDto = {
  dailyReminder: true,
  reminderTime: '08:00',
  email: true,
  push: false,
  streakNudge: true,
  community: true,
};

const flag = (field: keyof NotificationSettingsDto) => z.boolean({ error: ReminderMessages.booleanRequired(field) });

/** PUT /api/notification-settings: every field, nothing else. */
export const NotificationSettingsInputSchema = z.strictObject(
  {
    dailyReminder: flag('dailyReminder'),
    reminderTime: z
      .string({ error: ReminderMessages.reminderTimeInvalid })
      .regex(REMINDER_TIME_PATTERN, ReminderMessages.reminderTimeInvalid),
    email: flag('email'),
    push: flag('push'),
    streakNudge: flag('streakNudge'),
    // optional: a client of an earlier build sends the settings without it (the stored choice stays)
    community: flag('community').optional(),
  },
  { error: ReminderMessages.settingsInvalid },
);

export type NotificationSettingsInput = z.output<typeof NotificationSettingsInputSchema>;

export const SetNotificationSettingsSchema = z.object({
  member: MemberSchema,
  settings: NotificationSettingsInputSchema,
});

const base64Url = z.string().regex(/^[A-Za-z0-9_-]+=*$/);

/** A browser's `PushSubscription.toJSON()`: where its push service listens, and its message keys. */
export const PushSubscriptionInputSchema = z.object(
  {
    endpoint: z
      .url({ protocol: /^https?$/, error: ReminderMessages.pushSubscriptionInvalid })
      .max(2048, ReminderMessages.pushSubscriptionInvalid),
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      {
        p256dh: base64Url.min(80, ReminderMessages.pushSubscriptionInvalid).max(120),
        auth: base64Url.min(16, ReminderMessages.pushSubscriptionInvalid).max(40),
      },
      { error: ReminderMessages.pushSubscriptionInvalid },
    ),
  },
  { error: ReminderMessages.pushSubscriptionInvalid },
);
export type PushSubscriptionInput = z.output<typeof PushSubscriptionInputSchema>;

export const AddPushSubscriptionSchema = z.object({ member: MemberSchema, subscription: PushSubscriptionInputSchema });

export const RemovePushSubscriptionSchema = z.object({
  member: MemberSchema,
  endpoint: z.string({ error: ReminderMessages.pushSubscriptionInvalid }).min(1).max(2048),
});

/** The mailed one-click unsubscribe: the token alone says whose reminder, and which. */
export const UnsubscribeSchema = z.object({
  token: z
    .string({ error: ReminderMessages.unsubscribeInvalid })
    .min(1, ReminderMessages.unsubscribeInvalid)
    .max(200, ReminderMessages.unsubscribeInvalid),
});

export interface UnsubscribeDto {
  kind: ReminderKind;
  message: string;
}

export interface PushPublicKeyDto {
  publicKey: string;
}

/** What a Web Push notification carries to the app's service worker. */
export interface ReminderPushPayload {
  title: string;
  body: string;
  /** The path the notification opens (today's routine, or the dashboard). */
  url: string;
  tag: ReminderKind;
}

/** Any Web Push the app's service worker shows: a reminder, or the community's (a reply, the coach's message). */
export interface PushPayload extends Omit<ReminderPushPayload, 'tag'> {
  tag: ReminderKind | 'community';
}
