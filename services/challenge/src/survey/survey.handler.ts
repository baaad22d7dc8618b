import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ChallengeSubjects, MemberRequestSchema, SurveyAnswerRequestSchema } from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { SurveyService } from './survey.service.js';

/** NATS adapter of the satisfaction check-in. */
@Controller()
export class SurveyHandler {
  constructor(private readonly survey: SurveyService) {}

  @MessagePattern(ChallengeSubjects.survey.get)
  get(@Payload() payload: unknown) {
    return this.survey.survey(validatePayload(MemberRequestSchema, payload).member);
  }

  @MessagePattern(ChallengeSubjects.survey.answer)
  answer(@Payload() payload: unknown) {
    const { member, answer } = validatePayload(SurveyAnswerRequestSchema, payload);
    return this.survey.answer(member, answer);
  }
}
