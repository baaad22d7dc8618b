import { ChallengeSubjects, MemberRequestSchema, SurveyAnswerRequestSchema } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { SurveyService } from './survey.service.js';

/** NATS adapter of the satisfaction check-in. */
export const SurveyHandler = requestHandlers(SurveyService, (handle) => ({
  [ChallengeSubjects.survey.get]: handle(MemberRequestSchema, (survey, { member }) => survey.survey(member)),
  [ChallengeSubjects.survey.answer]: handle(SurveyAnswerRequestSchema, (survey, { member, answer }) =>
    survey.answer(member, answer),
  ),
}));
