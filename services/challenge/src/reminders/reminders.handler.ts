import {
  AddPushSubscriptionSchema,
  ChallengeSubjects,
  MemberRequestSchema,
  RemovePushSubscriptionSchema,
  SetNotificationSettingsSchema,
  UnsubscribeSchema,
} from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { ReminderSettingsService } from './reminder-settings.service.js';

const Subjects = ChallengeSubjects.reminders;

/** NATS adapter of the member's reminders: validates each request and calls one use case. */
export const RemindersHandler = requestHandlers(ReminderSettingsService, (handle) => ({
  [Subjects.getSettings]: handle(MemberRequestSchema, (settings, { member }) => settings.get(member)),
  [Subjects.setSettings]: handle(SetNotificationSettingsSchema, (settings, { member, settings: chosen }) =>
    settings.set(member, chosen),
  ),
  [Subjects.unsubscribe]: handle(UnsubscribeSchema, (settings, { token }) => settings.unsubscribe(token)),
  [Subjects.pushPublicKey]: handle((settings) => settings.publicKey()),
  [Subjects.addPushSubscription]: handle(AddPushSubscriptionSchema, (settings, { member, subscription }) =>
    settings.addPushSubscription(member, subscription),
  ),
  [Subjects.removePushSubscription]: handle(RemovePushSubscriptionSchema, (settings, { member, endpoint }) =>
    settings.removePushSubscription(member, endpoint),
  ),
}));
