import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IdentitySubjects, SetUserVideoVersionSchema, type UserDto } from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { VideoVersionService } from './video-version.service.js';

/** NATS adapter: a member changes the version of the videos from the settings page. */
@Controller()
export class VideoVersionHandler {
  constructor(private readonly versions: VideoVersionService) {}

  @MessagePattern(IdentitySubjects.setVideoVersion)
  set(@Payload() payload: unknown): Promise<UserDto> {
    const { userId, gender } = validatePayload(SetUserVideoVersionSchema, payload);
    return this.versions.set(userId, gender);
  }
}
