import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IdentitySubjects, SetUserTimezoneSchema, type UserDto } from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { TIMEZONE_LABELS } from './timezone-labels.js';
import { TimezoneService } from './timezone.service.js';

/** NATS adapter: a member changes their timezone from the settings page, which names the zones as identity does. */
@Controller()
export class TimezoneHandler {
  constructor(private readonly timezones: TimezoneService) {}

  @MessagePattern(IdentitySubjects.setTimezone)
  set(@Payload() payload: unknown): Promise<UserDto> {
    const { userId, timezone } = validatePayload(SetUserTimezoneSchema, payload);
    return this.timezones.set(userId, timezone);
  }

  @MessagePattern(IdentitySubjects.timezoneLabels)
  labels(): Record<string, string> {
    return { ...TIMEZONE_LABELS };
  }
}
