import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ChallengeSubjects, SurveyLinkAnswerSchema } from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { SurveyInvitations } from './survey-invitations.service.js';

/** NATS adapter of the check-in e-mail's signed link. */
@Controller()
export class SurveyLinkHandler {
  constructor(private readonly invitations: SurveyInvitations) {}

  @MessagePattern(ChallengeSubjects.survey.answerByLink)
  answer(@Payload() payload: unknown) {
    return this.invitations.answer(validatePayload(SurveyLinkAnswerSchema, payload));
  }
}
