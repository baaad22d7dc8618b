import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ChallengeSubjects, SetExerciseVideoSchema } from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { ContentService } from './content.service.js';

/** The admin sets an exercise's video id per gender (or the generic one). */
@Controller()
export class ContentHandler {
  constructor(private readonly content: ContentService) {}

  @MessagePattern(ChallengeSubjects.setExerciseVideo)
  setVideo(@Payload() payload: unknown) {
    return this.content.setVideo(validatePayload(SetExerciseVideoSchema, payload));
  }
}
