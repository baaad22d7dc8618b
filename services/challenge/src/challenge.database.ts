import { serviceDatabase } from '@reto/platform';
import { ExerciseEntity } from './content/exercise.entity.js';
import { WorkoutUnitEntity } from './content/workout-unit.entity.js';
import { EnrolmentEntity } from './enrolments/enrolment.entity.js';
import { CreateChallengeTables1763700001000 } from './migrations/1763700001000-CreateChallengeTables.js';
import { SeedProgramme1763700001100 } from './migrations/1763700001100-SeedProgramme.js';
import { AdminContent1764000000000 } from './migrations/1764000000000-AdminContent.js';
import { VerifiedEmails1764100000100 } from './migrations/1764100000100-VerifiedEmails.js';
import { ProgrammeAsData1764400000200 } from './migrations/1764400000200-ProgrammeAsData.js';
import { Reminders1764600000000 } from './migrations/1764600000000-Reminders.js';
import { ReminderDeliveriesByDate1764700000100 } from './migrations/1764700000100-ReminderDeliveriesByDate.js';
import { ExercisePrescription1764800000000 } from './migrations/1764800000000-ExercisePrescription.js';
import { PaymentStates1764800000100 } from './migrations/1764800000100-PaymentStates.js';
import { NutritionPlanPurchase1764800000500 } from './migrations/1764800000500-NutritionPlanPurchase.js';
import { CompletionsByEnrolmentInOrder1764900000510 } from './migrations/1764900000510-CompletionsByEnrolmentInOrder.js';
import { SurveyAnswers1765000000100 } from './migrations/1765000000100-SurveyAnswers.js';
import { CommunityPush1765000000400 } from './migrations/1765000000400-CommunityPush.js';
import { SurveyInvitations1765100000300 } from './migrations/1765100000300-SurveyInvitations.js';
import { SurveyInvitationAfterEnd1765400000100 } from './migrations/1765400000100-SurveyInvitationAfterEnd.js';
import { CompletionsOneIndex1765500000100 } from './migrations/1765500000100-CompletionsOneIndex.js';
import { CompletionsInTheEnrolment1767000000300 } from './migrations/1767000000300-CompletionsInTheEnrolment.js';
import { CacheStateEntity } from './content/cache-state.entity.js';
import { NutritionPlanEntity } from './nutrition/nutrition-plan.entity.js';

/** The challenge service's tables and migrations (TypeORM applies them in timestamp order). */
export const challengeDatabase = serviceDatabase({
  service: 'challenge',
  entities: [EnrolmentEntity, WorkoutUnitEntity, ExerciseEntity, NutritionPlanEntity, CacheStateEntity],
  migrations: [
    CreateChallengeTables1763700001000,
    SeedProgramme1763700001100,
    AdminContent1764000000000,
    VerifiedEmails1764100000100,
    ProgrammeAsData1764400000200,
    Reminders1764600000000,
    ReminderDeliveriesByDate1764700000100,
    ExercisePrescription1764800000000,
    PaymentStates1764800000100,
    NutritionPlanPurchase1764800000500,
    CompletionsByEnrolmentInOrder1764900000510,
    SurveyAnswers1765000000100,
    CommunityPush1765000000400,
    SurveyInvitations1765100000300,
    SurveyInvitationAfterEnd1765400000100,
    CompletionsOneIndex1765500000100,
    CompletionsInTheEnrolment1767000000300,
  ],
  outboxAt: 1763700000100,
  processedEventsAt: 1763700000200,
});
