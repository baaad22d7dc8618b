import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ConfirmSecondFactorSchema,
  IdentitySubjects,
  SecondFactorActorSchema,
  StartSecondFactorSchema,
} from '@reto/contracts';
import { NatsRequestId, validatePayload } from '@reto/platform';
import { SecondFactorService } from './second-factor.service.js';

/** NATS adapter of the administrator's second factor (the gateway's AdminGuard has run). */
@Controller()
export class SecondFactorHandler {
  constructor(private readonly secondFactor: SecondFactorService) {}

  @MessagePattern(IdentitySubjects.secondFactorStatus)
  status(@Payload() payload: unknown) {
    return this.secondFactor.status(validatePayload(SecondFactorActorSchema, payload).actor);
  }

  @MessagePattern(IdentitySubjects.startSecondFactor)
  start(@Payload() payload: unknown) {
    const { actor, code } = validatePayload(StartSecondFactorSchema, payload);
    return this.secondFactor.start(actor, code);
  }

  @MessagePattern(IdentitySubjects.confirmSecondFactor)
  confirm(@Payload() payload: unknown, @NatsRequestId() requestId: string) {
    const { actor, code, token } = validatePayload(ConfirmSecondFactorSchema, payload);
    return this.secondFactor.confirm(requestId, actor, code, token);
  }
}
