import type { CurrentUserFragment } from '../gql/graphql';

/** A signed-in member with access, as the `me` query answers it; tests override what they look at. */
export const aMember = (overrides: Partial<CurrentUserFragment> = {}): CurrentUserFragment => ({
  __typename: 'User',
  id: 7,
  username: 'Lucía',
  email: 'lucia@correo.es',
  firstName: 'Lucía',
  fullName: 'Lucía',
  gender: 'female',
  isAdmin: false,
  hasPaid: true,
  emailVerified: true,
  hasAccess: true,
  timezone: 'Europe/Madrid',
  timezoneLabel: 'Madrid / Barcelona',
  streak: 0,
  progress: 0,
  ...overrides,
});

/** A male member signed up as `juan_perez` with no name given (greetings fall back to the username). */
export const juan = (overrides: Partial<CurrentUserFragment> = {}): CurrentUserFragment =>
  aMember({
    username: 'juan_perez',
    email: 'juan@correo.es',
    firstName: '',
    fullName: '',
    gender: 'male',
    timezone: 'America/Bogota',
    timezoneLabel: 'Bogotá',
    ...overrides,
  });
