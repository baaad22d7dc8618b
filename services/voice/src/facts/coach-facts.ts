import type { AccessStatus, EditionDto, ExerciseSummaryDto } from '@reto/contracts';

export interface UnitFacts {
  title: string;
  isRestDay: boolean;
  exercises: ExerciseFacts[];
}

/**
 * An exercise as the player prescribes it: `sets` of `reps` repetitions, or of `workSeconds` held;
 * rest after each set; its technique card's key (stable when the trainer renames it).
 */
export type ExerciseFacts = Pick<
  ExerciseSummaryDto,
  'title' | 'duration' | 'sets' | 'reps' | 'workSeconds' | 'restSeconds' | 'techniqueKey'
>;

/**
 * What the coach may say about the asker. A visitor's facts are the public ones (next edition,
 * price, guarantee); a member's add their own day, units, streak, progress and nutrition plan.
 * A fact the owning service could not give is null and the coach says it cannot see it now.
 */
export interface CoachFacts {
  isMember: boolean;
  access: AccessStatus | null;
  day: number | null;
  edition: EditionDto | null;
  daysUntilStart: number | null;
  today: UnitFacts | null;
  /** The units of the six days after today, tomorrow's first (null past the challenge's end). */
  ahead: ReadonlyArray<UnitFacts | null>;
  /** The member's day of the week today, where they are (0 Sunday … 6 Saturday). */
  weekday: number | null;
  streak: number | null;
  progress: number | null;
  nutrition: { dailyCalories: number; protein: number; carbs: number; fat: number } | null;
  nextEdition: EditionDto | null;
  price: { amount: number; currency: string; symbol: string; guaranteeDays: number } | null;
  timezone: string | null;
  /** The member's subscription: whether it renews by itself and when the paid period ends. */
  renewal: { hasSubscription: boolean; cancelAtPeriodEnd: boolean; periodEnd: string | null } | null;
}
