import { ChallengeSubjects, SurveyLinkAnswerSchema } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { SurveyInvitations } from './survey-invitations.service.js';

/** NATS adapter of the check-in e-mail's signed link. */
export const SurveyLinkHandler = requestHandlers(SurveyInvitations, (handle) => ({
  [ChallengeSubjects.survey.answerByLink]: handle(SurveyLinkAnswerSchema, (invitations, answer) =>
    invitations.answer(answer),
  ),
}));
