import { IdentitySubjects } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { RegistrationService } from './registration.service.js';
import { RegistrationInputSchema } from './username-policy.js';

/** NATS adapter for registration: validates the payload against its contract and the username policy, and registers. */
export const RegistrationHandler = requestHandlers(RegistrationService, (handle) => ({
  [IdentitySubjects.register]: handle(RegistrationInputSchema, (registration, input, requestId) =>
    registration.register(requestId, input),
  ),
}));
