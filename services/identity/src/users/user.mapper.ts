import { DEFAULT_TIMEZONE, isSupportedTimezone, type UserDto } from '@reto/contracts';
import { TIMEZONE_LABELS } from './timezone-labels.js';
import type { UserEntity } from './user.entity.js';

/** hasPaid: the member's access has not ended yet at `now`. */
export const hasPaidAt = (user: Pick<UserEntity, 'paidUntil'>, now: Date): boolean =>
  user.paidUntil !== null && user.paidUntil.getTime() > now.getTime();

/**
 * `preApproved`: the user's e-mail is on the pre-approved list, which grants the member pages
 * (spec 1, section 4) even before or without an enrolment.
 */
export function toUserDto(user: UserEntity, now: Date, preApproved: boolean): UserDto {
  const timezone = isSupportedTimezone(user.timezone) ? user.timezone : DEFAULT_TIMEZONE;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    fullName: user.username,
    firstName: user.username.split(/\s+/)[0] ?? user.username,
    isAdmin: user.isAdmin,
    hasPaid: hasPaidAt(user, now),
    emailVerified: user.emailVerifiedAt !== null,
    hasAccess: hasPaidAt(user, now) || (preApproved && user.emailVerifiedAt !== null),
    gender: user.gender,
    timezone,
    timezoneLabel: TIMEZONE_LABELS[timezone],
  };
}
