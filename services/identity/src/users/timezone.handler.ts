import { IdentitySubjects, SetUserTimezoneSchema } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { TIMEZONE_LABELS } from './timezone-labels.js';
import { TimezoneService } from './timezone.service.js';

/** NATS adapter: a member changes their timezone from the settings page, which names the zones as identity does. */
export const TimezoneHandler = requestHandlers(TimezoneService, (handle) => ({
  [IdentitySubjects.setTimezone]: handle(SetUserTimezoneSchema, (timezones, { userId, timezone }) =>
    timezones.set(userId, timezone),
  ),
  [IdentitySubjects.timezoneLabels]: handle((): Record<string, string> => ({ ...TIMEZONE_LABELS })),
}));
