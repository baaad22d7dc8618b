import { AdminMessages, ChallengeErrorCodes, ChallengeMessages, ErrorCodes, ReminderMessages } from '@reto/contracts';
import { errorCatalogue } from '@reto/platform';

/** Every refusal of the challenge service: its status, code and Spanish message. */
export const ChallengeErrors = errorCatalogue({
  noSubscription: { status: 403, code: ChallengeErrorCodes.noSubscription, message: ChallengeMessages.noSubscription },
  unitNotFound: { status: 404, code: ChallengeErrorCodes.notFound, message: ChallengeMessages.unitNotFound },
  unitLockedFuture: { status: 403, code: ChallengeErrorCodes.locked, message: ChallengeMessages.unitLockedFuture },
  unitLockedExpired: { status: 403, code: ChallengeErrorCodes.locked, message: ChallengeMessages.unitLockedExpired },
  surveyNotDue: { status: 409, code: 'survey_not_due', message: ChallengeMessages.surveyNotDue },
  surveyAnswered: { status: 409, code: 'survey_answered', message: ChallengeMessages.surveyAnswered },
  surveyLinkInvalid: { status: 400, code: ErrorCodes.validation, message: ChallengeMessages.surveyLinkInvalid },
  invalidNutrition: { status: 400, code: ErrorCodes.validation, message: ChallengeMessages.invalidNutrition },
  alreadyEnrolled: { status: 409, code: 'already_enrolled', message: AdminMessages.alreadyEnrolled },
  enrolmentNotFound: { status: 404, code: ErrorCodes.notFound, message: AdminMessages.enrolmentNotFound },
  onlyAdminGrantsRevocable: { status: 409, code: 'not_admin_grant', message: AdminMessages.onlyAdminGrantsRevocable },
  exerciseNotFound: { status: 404, code: ErrorCodes.notFound, message: AdminMessages.exerciseNotFound },
  unsubscribeInvalid: { status: 400, code: ErrorCodes.validation, message: ReminderMessages.unsubscribeInvalid },
  pushSubscriptionInvalid: {
    status: 400,
    code: ErrorCodes.validation,
    message: ReminderMessages.pushSubscriptionInvalid,
  },
});
