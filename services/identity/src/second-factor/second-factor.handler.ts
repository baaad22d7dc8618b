import {
  ConfirmSecondFactorSchema,
  IdentitySubjects,
  SecondFactorActorSchema,
  StartSecondFactorSchema,
} from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { SecondFactorService } from './second-factor.service.js';

/** NATS adapter of the administrator's second factor (the gateway's AdminGuard has run). */
export const SecondFactorHandler = requestHandlers(SecondFactorService, (handle) => ({
  [IdentitySubjects.secondFactorStatus]: handle(SecondFactorActorSchema, (secondFactor, { actor }) =>
    secondFactor.status(actor),
  ),
  [IdentitySubjects.startSecondFactor]: handle(StartSecondFactorSchema, (secondFactor, { actor, code }) =>
    secondFactor.start(actor, code),
  ),
  [IdentitySubjects.confirmSecondFactor]: handle(
    ConfirmSecondFactorSchema,
    (secondFactor, { actor, code, token }, requestId) => secondFactor.confirm(requestId, actor, code, token),
  ),
}));
