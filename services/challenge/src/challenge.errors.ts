import { AdminMessages, ChallengeErrorCodes, ChallengeMessages, ReminderMessages } from '@reto/contracts';
import { errorCatalogue, invalid, notFound } from '@reto/platform';

/** Every refusal of the challenge service: its status, code and Spanish message. */
export const ChallengeErrors = errorCatalogue({
  noSubscription: { status: 403, code: ChallengeErrorCodes.noSubscription, message: ChallengeMessages.noSubscription },
  unitNotFound: { status: 404, code: ChallengeErrorCodes.notFound, message: ChallengeMessages.unitNotFound },
  unitLockedFuture: { status: 403, code: ChallengeErrorCodes.locked, message: ChallengeMessages.unitLockedFuture },
  unitLockedExpired: { status: 403, code: ChallengeErrorCodes.locked, message: ChallengeMessages.unitLockedExpired },
  surveyNotDue: { status: 409, code: 'survey_not_due', message: ChallengeMessages.surveyNotDue },
  surveyAnswered: { status: 409, code: 'survey_answered', message: ChallengeMessages.surveyAnswered },
  surveyLinkInvalid: invalid(ChallengeMessages.surveyLinkInvalid),
  invalidNutrition: invalid(ChallengeMessages.invalidNutrition),
  alreadyEnrolled: { status: 409, code: 'already_enrolled', message: AdminMessages.alreadyEnrolled },
  enrolmentNotFound: notFound(AdminMessages.enrolmentNotFound),
  onlyAdminGrantsRevocable: { status: 409, code: 'not_admin_grant', message: AdminMessages.onlyAdminGrantsRevocable },
  exerciseNotFound: notFound(AdminMessages.exerciseNotFound),
  unsubscribeInvalid: invalid(ReminderMessages.unsubscribeInvalid),
  pushSubscriptionInvalid: invalid(ReminderMessages.pushSubscriptionInvalid),
});
