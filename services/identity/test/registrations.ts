import { IdentitySubjects, type SessionGrant } from '@reto/contracts';
import type { ServiceUnderTest } from '@reto/platform/testing';

/**
 * Registers a new member at each call, over NATS: `<name> 1` at `<name>1@example.com`, then 2, …
 * (lowercased), with `fields` and the call's `overrides` on top. `identity` is read at each call
 * (the service starts in the suite's beforeAll).
 */
export function registrations(identity: () => ServiceUnderTest, name: string, fields: Record<string, string> = {}) {
  let counter = 0;
  return (overrides: Record<string, string> = {}): Promise<SessionGrant> => {
    counter += 1;
    return identity().rpc.request<SessionGrant>(IdentitySubjects.register, {
      username: `${name} ${counter}`,
      email: `${name.toLowerCase()}${counter}@example.com`,
      password: 'entrena-fuerte',
      ...fields,
      ...overrides,
    });
  };
}
