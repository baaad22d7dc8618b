import type { Gender, LoginInput, RegisterInput } from '../../../gql/graphql';

/** What the login form holds. */
export interface LoginFormValues {
  username: string;
  password: string;
  /** The second factor, once the server asked for it (an administrator with one). */
  code?: string;
}

/** What the registration form holds. */
export interface RegisterFormValues {
  username: string;
  email?: string | null;
  password: string;
  gender: Gender;
}

/**
 * Login payload (spec 1, section 5): username trimmed and lowercased, password as typed, and the
 * second factor's code when there is one. `null` when username or password is empty: the form then
 * does nothing.
 */
export function toLoginInput(values: LoginFormValues): LoginInput | null {
  const username = values.username.trim().toLowerCase();
  if (!username || !values.password) return null;
  const code = values.code?.trim();
  return code ? { username, password: values.password, code } : { username, password: values.password };
}

/**
 * Registration payload (spec 1, section 5): username trimmed, e-mail trimmed and lowercased
 * (missing becomes ""), password as typed. `null` when username, e-mail or password is empty.
 */
export function toRegisterInput(values: RegisterFormValues, timezone: string): RegisterInput | null {
  const username = values.username.trim();
  const email = (values.email ?? '').trim().toLowerCase();
  if (!username || !email || !values.password) return null;
  return { username, email, password: values.password, gender: values.gender, timezone };
}
