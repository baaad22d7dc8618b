import { Field, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { DAY_STATUSES, type DayStatus } from '@reto/contracts';

export const DayStatusEnum = Object.fromEntries(DAY_STATUSES.map((status) => [status, status])) as Record<
  DayStatus,
  DayStatus
>;
registerEnumType(DayStatusEnum, {
  name: 'DayStatus',
  description:
    "Where a day stands: done (its unit complete), missed (a past training day not complete), rest (a rest day reached), today (today's training not done yet), locked (to come).",
});

/** How an exercise is done: its sets, each counted in reps or held for seconds, and the rest after each. */
@ObjectType({ isAbstract: true })
export abstract class PrescriptionOutput {
  @Field(() => Int, { description: 'Sets to do.' }) sets!: number;
  @Field(() => Int, { nullable: true, description: 'Repetitions per set (null when the set is held for workSeconds).' })
  reps!: number | null;
  @Field(() => Int, { nullable: true, description: 'Seconds of work per set (null when the set is counted in reps).' })
  workSeconds!: number | null;
  @Field(() => Int, { description: 'Seconds of rest after each set and before the next exercise.' })
  restSeconds!: number;
}

/** An exercise as the trainer writes it, for the member's pages and the trainer's panel alike. */
@ObjectType({ isAbstract: true })
export abstract class ExerciseContentOutput extends PrescriptionOutput {
  @Field(() => Int) id!: number;
  @Field() title!: string;
  @Field() description!: string;
  @Field() videoIdMale!: string;
  @Field() videoIdFemale!: string;
}

@ObjectType('Exercise')
export class ExerciseOutput extends ExerciseContentOutput {
  @Field(() => Int) unitId!: number;
  @Field(() => Int) position!: number;
  @Field(() => Int, { description: 'Minutes.' }) duration!: number;
  @Field(() => String, {
    nullable: true,
    description: "The key of the exercise's technique card (stable when its title is renamed).",
  })
  techniqueKey!: string | null;
  @Field(() => [String], { description: "The steps of the exercise's technique card; empty when it has none." })
  techniqueSteps!: string[];
  @Field({ description: "The member's video: the gender-specific id, else the generic one ('' when none)." })
  videoId!: string;
  @Field() completed!: boolean;
}

@ObjectType('ExerciseUnit')
export class ExerciseUnitOutput {
  @Field(() => Int) id!: number;
  @Field(() => Int) order!: number;
  @Field() title!: string;
  @Field() description!: string;
  @Field() isRestDay!: boolean;
}

@ObjectType('ExerciseDetail')
export class ExerciseDetailOutput extends ExerciseOutput {
  @Field(() => Int, { description: 'Exercises in the unit: "Rutina {position} de {total}".' }) total!: number;
  @Field(() => ExerciseUnitOutput) unit!: ExerciseUnitOutput;
}

@ObjectType('WorkoutUnit')
export class WorkoutUnitOutput {
  @Field(() => Int) id!: number;
  @Field(() => Int) order!: number;
  @Field(() => Int) week!: number;
  @Field() title!: string;
  @Field() description!: string;
  @Field(() => Int) duration!: number;
  @Field() isRestDay!: boolean;
  @Field(() => [ExerciseOutput]) exercises!: ExerciseOutput[];
  @Field(() => [Int]) completedExercises!: number[];
  @Field() isComplete!: boolean;
  @Field() isToday!: boolean;
  @Field() locked!: boolean;
  @Field({ description: 'future, expired or today.' }) lockReason!: string;
}

@ObjectType('Edition')
export class EditionOutput {
  @Field(() => Int) number!: number;
  @Field({ description: 'YYYY-MM-DD' }) startDate!: string;
  @Field({ description: 'YYYY-MM-DD, day 28' }) endDate!: string;
}

@ObjectType('ChallengeAccess')
export class AccessOutput {
  @Field({ description: 'none, not_started, active or ended.' }) status!: string;
  @Field(() => EditionOutput, { nullable: true }) edition!: EditionOutput | null;
  @Field(() => String, { nullable: true }) enrolmentId!: string | null;
  @Field(() => Int, { nullable: true }) daysUntilStart!: number | null;
  @Field(() => EditionOutput) nextEdition!: EditionOutput;
}

@ObjectType('ExerciseRef')
export class ExerciseRefOutput {
  @Field(() => Int) id!: number;
}

@ObjectType('TodaysUnit')
export class TodaysUnitOutput {
  @Field(() => Int) id!: number;
  @Field() title!: string;
  @Field(() => [ExerciseRefOutput]) exercises!: ExerciseRefOutput[];
}

@ObjectType('ChallengeDayStatus')
export class DayStatusOutput {
  @Field(() => Int) day!: number;
  @Field(() => DayStatusEnum) status!: DayStatus;
}

@ObjectType('ChallengeDay')
export class ChallengeDayOutput {
  @Field(() => Int) dayOfChallenge!: number;
  @Field(() => TodaysUnitOutput, { nullable: true }) todaysUnit!: TodaysUnitOutput | null;
  @Field(() => Int) currentDay!: number;
  @Field(() => Int) currentWeek!: number;
  @Field() currentDate!: string;
  @Field(() => WorkoutUnitOutput, { nullable: true }) todaysWorkout!: WorkoutUnitOutput | null;
  @Field(() => Int) percentage!: number;
  @Field({ description: 'Today is a rest day.' }) isRestDay!: boolean;
  @Field(() => [Int], { description: 'Every rest day of the challenge (1-28).' }) restDays!: number[];
  @Field(() => Int) streak!: number;
  @Field(() => Int, { description: 'The longest run of the edition so far, counted as the streak is.' })
  bestStreak!: number;
  @Field(() => [DayStatusOutput], { description: "The 28 days of the member's edition in order, with their status." })
  days!: DayStatusOutput[];
  @Field(() => Int) progress!: number;
  @Field(() => AccessOutput) access!: AccessOutput;
}

@ObjectType('UnitCompletion')
export class CompletionOutput {
  @Field(() => Int) unitId!: number;
  @Field(() => Int) day!: number;
  @Field() completedAt!: string;
}

/** One exercise done: in which unit, on which programme day, when. */
@ObjectType('WorkoutHistoryEntry')
export class HistoryEntryOutput extends CompletionOutput {
  @Field(() => Int) exerciseId!: number;
}

@ObjectType('DailyGoal')
export class DailyGoalOutput {
  @Field(() => Int) day!: number;
  @Field(() => Int, { nullable: true }) unitId!: number | null;
  @Field() title!: string;
  @Field() isRestDay!: boolean;
  @Field(() => Int) completedExercises!: number;
  @Field(() => Int) totalExercises!: number;
  @Field() completed!: boolean;
}

@ObjectType('ExerciseCompletion')
export class CompleteExerciseOutput {
  @Field() success!: boolean;
  @Field(() => Int) exerciseId!: number;
  @Field(() => Int) unitId!: number;
  @Field() unitCompleted!: boolean;
  @Field(() => Int) streak!: number;
  @Field(() => Int) progress!: number;
}

@ObjectType('SurveyAnswer')
export class SurveyAnswerOutput {
  @Field(() => Int, { description: '¿Estás satisfecho/a con tus resultados? (1-5)' }) satisfaction!: number;
  @Field({ description: '¿Recomendarías el reto?' }) recommend!: boolean;
  @Field() answeredAt!: string;
}

@ObjectType('Survey', { description: "The satisfaction check-in of the member's edition (GET /api/survey)" })
export class SurveyOutput {
  @Field({ description: 'show the check-in: open (days 26-28, or the edition ended) and not answered' }) due!: boolean;
  @Field(() => Int, { nullable: true }) edition!: number | null;
  @Field(() => SurveyAnswerOutput, { nullable: true }) answer!: SurveyAnswerOutput | null;
  @Field({ description: 'answered 4 or 5: invited to leave a review with the verified badge' }) inviteReview!: boolean;
}

@InputType('SurveyAnswerInput')
export class SurveyAnswerInput {
  @Field(() => Int) satisfaction!: number;
  @Field() recommend!: boolean;
}
