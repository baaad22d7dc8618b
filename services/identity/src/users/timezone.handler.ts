import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IdentitySubjects, SetUserTimezoneSchema, type UserDto } from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { TimezoneService } from './timezone.service.js';

/** NATS adapter: a member changes their timezone from the settings page. */
@Controller()
export class TimezoneHandler {
  constructor(private readonly timezones: TimezoneService) {}

  @MessagePattern(IdentitySubjects.setTimezone)
  set(@Payload() payload: unknown): Promise<UserDto> {
    const { userId, timezone } = validatePayload(SetUserTimezoneSchema, payload);
    return this.timezones.set(userId, timezone);
  }
}
