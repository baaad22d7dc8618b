import { AdminSubjects } from './admin.js';
import { BillingSubjects } from './billing.js';
import { ChallengeSubjects } from './challenge.js';
import { CommunitySubjects } from './community.js';
import { IdentitySubjects } from './identity.js';
import { ReviewsSubjects } from './reviews.js';

/**
 * The request subjects that only read: asking twice changes nothing, so a caller whose
 * request got no reply within a short deadline may ask again, and the queue group sends the second
 * request to another replica ("hedged" requests). Every other request is a command: it is sent once
 * and fails fast, since a second send could do it twice (no command here takes an idempotency key).
 */
export const READ_SUBJECTS: ReadonlySet<string> = new Set([
  ChallengeSubjects.challengeDay,
  ChallengeSubjects.units,
  ChallengeSubjects.unit,
  ChallengeSubjects.exercise,
  ChallengeSubjects.completions,
  ChallengeSubjects.history,
  ChallengeSubjects.dailyGoal,
  ChallengeSubjects.memberStats,
  ChallengeSubjects.access,
  ChallengeSubjects.accessByEmail,
  ChallengeSubjects.nextEdition,
  ChallengeSubjects.nutritionPlan,
  ChallengeSubjects.adminWorkouts,
  ChallengeSubjects.cacheVersion,
  ChallengeSubjects.memberOverview,
  IdentitySubjects.resolveSession,
  IdentitySubjects.checkPreApproved,
  IdentitySubjects.waitingAccess,
  IdentitySubjects.listPreApproved,
  IdentitySubjects.searchMembers,
  IdentitySubjects.secondFactorStatus,
  IdentitySubjects.timezoneLabels,
  ReviewsSubjects.list,
  ReviewsSubjects.aggregate,
  ReviewsSubjects.listForModeration,
  ReviewsSubjects.photo,
  BillingSubjects.quotePrice,
  BillingSubjects.subscriptionStatus,
  BillingSubjects.listDiscrepancies,
  AdminSubjects.auditList,
  CommunitySubjects.trainerConversation,
]);
