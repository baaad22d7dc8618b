import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IdentitySubjects, type SessionGrant } from '@reto/contracts';
import { NatsRequestId, validatePayload } from '@reto/platform';
import { RegistrationService } from './registration.service.js';
import { RegistrationInputSchema } from './username-policy.js';

/** NATS adapter for registration: validates the payload against its contract and the username policy, and registers. */
@Controller()
export class RegistrationHandler {
  constructor(private readonly registration: RegistrationService) {}

  @MessagePattern(IdentitySubjects.register)
  register(@Payload() payload: unknown, @NatsRequestId() requestId: string): Promise<SessionGrant> {
    return this.registration.register(requestId, validatePayload(RegistrationInputSchema, payload));
  }
}
