/** The name fields the greeting needs; any user shape with them will do. */
export interface NamedUser {
  firstName?: string | null;
  fullName?: string | null;
  username: string;
}

const capitalise = (word: string): string => word.charAt(0).toLocaleUpperCase('es') + word.slice(1);

/**
 * The first name used in greetings (spec 1, section 8): `firstName`, else the first word of
 * `fullName`, else the part of the username before a space or underscore, capitalised.
 */
export function firstNameOf(user: NamedUser): string {
  const firstName = user.firstName?.trim();
  if (firstName) return firstName;
  const fromFullName = user.fullName?.trim().split(/\s+/, 1)[0];
  if (fromFullName) return fromFullName;
  const fromUsername = user.username
    .trim()
    .split(/[\s_]+/)
    .find((part) => part.length > 0);
  return fromUsername ? capitalise(fromUsername) : user.username;
}
