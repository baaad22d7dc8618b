import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IdentitySubjects, RegisterInputSchema, type SessionGrant } from '@reto/contracts';
import { NatsRequestId, validatePayload } from '@reto/platform';
import { RegistrationService } from './registration.service.js';

/** NATS adapter for registration: validates the payload against its contract and registers. */
@Controller()
export class RegistrationHandler {
  constructor(private readonly registration: RegistrationService) {}

  @MessagePattern(IdentitySubjects.register)
  register(@Payload() payload: unknown, @NatsRequestId() requestId: string): Promise<SessionGrant> {
    return this.registration.register(requestId, validatePayload(RegisterInputSchema, payload));
  }
}
