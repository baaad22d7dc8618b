import { ErrorCodes, IdentityMessages } from '@reto/contracts';
import { DomainError } from '@reto/platform';
import { COMMON_PASSWORDS } from './common-passwords.js';

let commonPasswords: ReadonlySet<string> | undefined;

/** The list of common-passwords.ts as a Set, built on first use and kept. */
const common = (): ReadonlySet<string> =>
  (commonPasswords ??= new Set(COMMON_PASSWORDS.split('\n').filter((line) => line.length > 0)));

/** True for one of the 10,000 commonest passwords, in any case (DECISIONS.md 3: the commonest are refused). */
export const isCommonPassword = (password: string): boolean => common().has(password.toLowerCase());

/** Refuses a common password with a 400 and its Spanish message, before anything is written. */
export function assertPasswordNotCommon(password: string): void {
  if (isCommonPassword(password)) {
    throw new DomainError({ status: 400, code: ErrorCodes.validation, message: IdentityMessages.passwordTooCommon });
  }
}
