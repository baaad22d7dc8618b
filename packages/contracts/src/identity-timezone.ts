import { z } from 'zod';
import { isSupportedTimezone, type SupportedTimezone } from './timezones.js';

/** identity: changes a member's timezone (the member's settings page); answers the updated UserDto. */
export const IDENTITY_TIMEZONE_SET_SUBJECT = 'identity.user.timezone.set';

export const SetUserTimezoneSchema = z.object({
  userId: z.number().int().positive(),
  timezone: z
    .string({ error: 'Zona horaria no soportada' })
    .refine(isSupportedTimezone, 'Zona horaria no soportada')
    .transform((value) => value as SupportedTimezone),
});
