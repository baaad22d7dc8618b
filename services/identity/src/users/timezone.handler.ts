import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ErrorCodes,
  IDENTITY_TIMEZONE_SET_SUBJECT,
  IdentityMessages,
  SetUserTimezoneSchema,
  type UserDto,
} from '@reto/contracts';
import { Clock, DomainError, validatePayload } from '@reto/platform';
import { toUserDto } from './user.mapper.js';
import { UsersRepository } from './users.repository.js';

/** NATS adapter: a member changes their timezone from the settings page. */
@Controller()
export class TimezoneHandler {
  constructor(
    private readonly users: UsersRepository,
    private readonly clock: Clock,
  ) {}

  @MessagePattern(IDENTITY_TIMEZONE_SET_SUBJECT)
  async set(@Payload() payload: unknown): Promise<UserDto> {
    const { userId, timezone } = validatePayload(SetUserTimezoneSchema, payload);
    const user = await this.users.findById(userId);
    if (!user) {
      throw new DomainError({
        status: 401,
        code: ErrorCodes.unauthenticated,
        message: IdentityMessages.unauthenticated,
      });
    }
    user.timezone = timezone;
    return toUserDto(await this.users.save(user), this.clock.now());
  }
}
