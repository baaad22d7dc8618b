import { Injectable } from '@nestjs/common';
import {
  type AccessStatus,
  type ChallengeDayDto,
  type CompleteExerciseDto,
  type CompletionDto,
  type DailyGoalDto,
  type DayStatusDto,
  type ExerciseDetailDto,
  type ExerciseDto,
  type ExerciseSummaryDto,
  type HistoryEntryDto,
  type Member,
  type MemberStatsDto,
  type WorkoutUnitDto,
  type WorkoutUnitSummaryDto,
} from '@reto/contracts';
import { Clock, type JsonReply } from '@reto/platform';
import { CHALLENGE_DAYS } from '../challenge.constants.js';
import { MemberCache } from '../cache/member.cache.js';
import {
  clampDay,
  dayNumberOf,
  dayPercentage,
  localDate,
  localDayNumber,
  rawChallengeDay,
  weekOf,
} from '../calendar/calendar.js';
import { CompletionsRepository } from '../completions/completions.repository.js';
import { completionsInOrder, unitCompletionsOf, type UnitCompletions } from '../completions/exercise-done-at.js';
import { ContentService, type Content, type ContentExercise, type ContentUnit } from '../content/content.service.js';
import { cleanDescription } from '../content/description.js';
import { techniqueStepsOf } from '../content/exercise-techniques.js';
import { lockState } from '../content/lock.js';
import { describeAccess, EnrolmentsService, type MemberAccess } from '../enrolments/enrolments.service.js';
import { dayStatuses } from '../progress/day-map.js';
import { bestStreak, earnedRestDays, progress, streak } from '../progress/streak.js';
import { MemberStateRepository } from './member-state.repository.js';
import { ChallengeErrors } from '../challenge.errors.js';

/** Everything one member request needs, read with one query (enrolments and completions) and the cached content. */
interface MemberState {
  member: Member;
  access: MemberAccess;
  content: Content;
  /** The challenge day (1-28) when the edition runs or ran; 0 before it starts or without an enrolment. */
  day: number;
  /** The enrolment's completions by unit: the exercises done and when the last was. */
  completedUnits: UnitCompletions[];
  completedExercises: Set<number>;
  completeDays: Set<number>;
  /** Complete days whose unit was finished after its own day: progress counts them, the streak does not. */
  lateDays: Set<number>;
}

/** A member's day as the reminders see it. */
export interface MemberToday extends MemberStatsDto {
  status: AccessStatus;
  /** The edition of the member's enrolment (null: none). */
  edition: number | null;
  goal: DailyGoalDto;
  /** Where today's routine starts (null on a day without exercises). */
  firstExerciseId: number | null;
}

/** The member area's use cases; each answers one gateway call with everything it needs. */
@Injectable()
export class MemberService {
  constructor(
    private readonly completionsRepo: CompletionsRepository,
    private readonly memberState: MemberStateRepository,
    private readonly content: ContentService,
    private readonly enrolments: EnrolmentsService,
    private readonly cache: MemberCache,
    private readonly clock: Clock,
  ) {}

  /** Cache field of a member's answer: it changes with the local date, the gender and the admin flag. */
  private cacheField(kind: string, member: Member): string {
    return `${kind}:${localDate(this.clock.now(), member.timezone)}:${member.gender}:${member.isAdmin ? 1 : 0}`;
  }

  challengeDay(member: Member): Promise<JsonReply<ChallengeDayDto>> {
    return this.cache.remember(member, this.cacheField('day', member), () => this.computeChallengeDay(member));
  }

  private async computeChallengeDay(member: Member): Promise<ChallengeDayDto> {
    const state = await this.state(member);
    const day = state.day === 0 ? 1 : state.day;
    const unit = state.content.byDay.get(day) ?? null;
    const stats = statsOf(state);
    return {
      dayOfChallenge: day,
      todaysUnit: unit && { id: unit.id, title: unit.title, exercises: unit.exercises.map(({ id }) => ({ id })) },
      currentDay: day,
      currentWeek: weekOf(day),
      currentDate: state.access.today,
      todaysWorkout: unit && this.unitDto(state, unit, false),
      percentage: dayPercentage(day),
      isRestDay: state.content.restDays.has(day),
      restDays: restDaysOf(state.content),
      streak: stats.streak,
      bestStreak: bestStreak(onTimeDays(state), statsDay(state), state.content.restDays),
      days: dayMapOf(state),
      progress: stats.progress,
      access: withoutEntity(state.access),
    };
  }

  /** The units list; with `summary`, each exercise without its long texts (kept apart). */
  units(member: Member, summary?: false): Promise<JsonReply<WorkoutUnitDto[]>>;
  units(member: Member, summary: boolean): Promise<JsonReply<WorkoutUnitDto[] | WorkoutUnitSummaryDto[]>>;
  units(member: Member, summary = false): Promise<JsonReply<WorkoutUnitDto[] | WorkoutUnitSummaryDto[]>> {
    const field = this.cacheField(summary ? 'unit-summaries' : 'units', member);
    return this.cache.remember(member, field, async () => {
      const state = await this.contentState(member);
      return state.content.units.map((unit) =>
        summary ? this.unitSummaryDto(state, unit) : this.unitDto(state, unit, false),
      );
    });
  }

  unit(member: Member, unitId: number, unlockAll: boolean): Promise<JsonReply<WorkoutUnitDto>> {
    const unlock = unlockAll && member.isAdmin;
    return this.cache.remember(member, this.cacheField(`unit:${unitId}:${unlock ? 1 : 0}`, member), async () => {
      const state = await this.contentState(member);
      const unit = state.content.byId.get(unitId);
      if (!unit) throw ChallengeErrors.unitNotFound();
      return this.unitDto(state, unit, unlock);
    });
  }

  exercise(
    member: Member,
    exerciseId: number,
    unitId: number,
    unlockAll: boolean,
  ): Promise<JsonReply<ExerciseDetailDto>> {
    const unlock = unlockAll && member.isAdmin;
    const field = this.cacheField(`exercise:${unitId}:${exerciseId}:${unlock ? 1 : 0}`, member);
    return this.cache.remember(member, field, async () =>
      this.exerciseAnswer(await this.contentState(member), member, exerciseId, unitId, unlock),
    );
  }

  /** The exercise page's answer from the member's state. */
  private exerciseAnswer(
    state: MemberState,
    member: Member,
    exerciseId: number,
    unitId: number,
    unlock: boolean,
  ): ExerciseDetailDto {
    const { unit, exercise } = findExercise(state.content, unitId, exerciseId);
    assertUnlocked(state, unit, unlock);
    return {
      ...exerciseDto(exercise, member, state.completedExercises),
      total: unit.exercises.length,
      unit: {
        id: unit.id,
        order: unit.order,
        title: unit.title,
        description: cleanDescription(unit.description),
        isRestDay: unit.isRestDay,
      },
    };
  }

  /**
   * Records a completion once. `withAnswers`: the reply carries the unit and the exercise as they
   * stand after it, made from the state read for it (what a read after it would load), so the app
   * shows them without asking again.
   */
  async complete(
    member: Member,
    exerciseId: number,
    unitId: number,
    unlockAll = false,
    withAnswers = false,
  ): Promise<CompleteExerciseDto> {
    const state = await this.state(member);
    if (state.access.status !== 'active' || !state.access.enrolment) throw ChallengeErrors.noSubscription();
    const { unit } = findExercise(state.content, unitId, exerciseId);
    const unlock = unlockAll && member.isAdmin;
    assertUnlocked(state, unit, unlock);
    const enrolment = state.access.enrolment;
    const completedAt = this.clock.now();
    // The member's state right after the completion: the answer, and the event a first completion publishes.
    state.completedExercises.add(exerciseId);
    const unitCompleted = unit.exercises.every((e) => state.completedExercises.has(e.id));
    if (unitCompleted) state.completeDays.add(unit.day);
    if (unitCompleted && unit.day < state.day) state.lateDays.add(unit.day);
    const stats = statsOf(state);
    await this.completionsRepo.recordOnce(
      { enrolmentId: enrolment.id, exerciseId, completedAt },
      {
        userId: member.userId,
        edition: enrolment.editionNumber,
        exerciseId,
        unitId,
        programmeDay: unit.day,
        unitCompleted,
        challengeDay: Math.max(1, state.day),
        streak: stats.streak,
        completedAt: completedAt.toISOString(),
      },
    );
    // Only this account's answers changed: dropped by its id (no look-up of the e-mail's pointer).
    await this.cache.forget({ userId: member.userId });
    const done: CompleteExerciseDto = { success: true, exerciseId, unitId, unitCompleted, ...stats };
    if (!withAnswers) return done;
    return {
      ...done,
      unit: this.unitDto(state, unit, unlock),
      exercise: this.exerciseAnswer(state, member, exerciseId, unitId, unlock),
    };
  }

  async completions(member: Member): Promise<CompletionDto[]> {
    const state = await this.state(member);
    return state.content.units
      .filter((unit) => !unit.isRestDay && state.completeDays.has(unit.day))
      .map((unit) => ({
        unitId: unit.id,
        day: unit.day,
        completedAt: (state.completedUnits.find((c) => c.unitId === unit.id)?.lastAt ?? new Date(0)).toISOString(),
      }));
  }

  /** Every completion of the member's enrolment, oldest first: the one answer that needs each row. */
  async history(member: Member): Promise<HistoryEntryDto[]> {
    const [{ enrolment }, content] = await Promise.all([this.enrolments.accessOf(member), this.content.content()]);
    const completions = enrolment ? completionsInOrder(await this.completionsRepo.doneAt(enrolment.id), content) : [];
    return completions.map((c) => ({
      unitId: c.unitId,
      exerciseId: c.exerciseId,
      day: content.byId.get(c.unitId)?.day ?? 0,
      completedAt: c.completedAt.toISOString(),
    }));
  }

  async dailyGoal(member: Member): Promise<DailyGoalDto> {
    return goalOf(await this.state(member));
  }

  /** What a reminder says about the member's day: whether the edition runs for them, today's routine, the streak. */
  async today(member: Member): Promise<MemberToday> {
    const state = await this.state(member);
    const goal = goalOf(state);
    const firstExercise = goal.unitId ? state.content.byId.get(goal.unitId)?.exercises[0] : undefined;
    return {
      status: state.access.status,
      edition: state.access.enrolment?.editionNumber ?? null,
      goal,
      firstExerciseId: firstExercise?.id ?? null,
      ...statsOf(state),
    };
  }

  async stats(member: Member): Promise<MemberStatsDto> {
    return statsOf(await this.state(member));
  }

  /** The panel's view of a member: challenge day, streak, progress and access status. */
  async summary(member: Member): Promise<MemberStatsDto & { day: number; status: AccessStatus }> {
    const state = await this.state(member);
    return { day: state.day, status: state.access.status, ...statsOf(state) };
  }

  async access(member: Member) {
    return withoutEntity((await this.state(member)).access);
  }

  private async contentState(member: Member): Promise<MemberState> {
    const state = await this.state(member);
    const status = state.access.status;
    if (status === 'none' || status === 'ended') {
      if (!member.isAdmin) throw ChallengeErrors.noSubscription();
    }
    return state;
  }

  private async state(member: Member): Promise<MemberState> {
    const today = localDate(this.clock.now(), member.timezone);
    const [live, content] = await Promise.all([this.memberState.liveWithUnits(member.userId), this.content.content()]);
    const access = describeAccess(live.enrolments, today);
    const enrolment = access.enrolment;
    // read with the enrolments (the member's is one of them: read again only if it were not)
    const completedUnits = enrolment
      ? unitCompletionsOf(live.doneOf(enrolment.id) ?? (await this.completionsRepo.doneAt(enrolment.id)), content)
      : [];
    const day =
      enrolment && access.status !== 'not_started' ? clampDay(rawChallengeDay(enrolment.startDate, access.today)) : 0;
    const completedExercises = new Set(completedUnits.flatMap((c) => c.exerciseIds));
    const completeDays = new Set(
      content.units
        .filter((unit) => unit.exercises.length > 0 && unit.exercises.every((e) => completedExercises.has(e.id)))
        .map((unit) => unit.day),
    );
    // A unit is late when its last completion came after its day, read in the member's timezone.
    const startDay = enrolment ? dayNumberOf(enrolment.startDate) : 0;
    const dayOf = (instant: Date) => (enrolment ? localDayNumber(instant, member.timezone) - startDay + 1 : 0);
    const lateUnits = new Set(
      completedUnits
        .filter((c) => dayOf(c.lastAt) > (content.byId.get(c.unitId)?.day ?? Infinity))
        .map((c) => c.unitId),
    );
    const lateDays = new Set(
      content.units.filter((unit) => completeDays.has(unit.day) && lateUnits.has(unit.id)).map((unit) => unit.day),
    );
    return { member, access, content, day, completedUnits, completedExercises, completeDays, lateDays };
  }

  private unitDto(state: MemberState, unit: ContentUnit, unlockAll: boolean): WorkoutUnitDto {
    const exercises = unit.exercises.map((e) => exerciseDto(e, state.member, state.completedExercises));
    return this.unitWith(state, unit, unlockAll, exercises);
  }

  /** The unit as the units list's summary has it: its exercises without their long texts. */
  private unitSummaryDto(state: MemberState, unit: ContentUnit): WorkoutUnitSummaryDto {
    const exercises = unit.exercises.map((e) => exerciseSummaryDto(e, state.member, state.completedExercises));
    return this.unitWith(state, unit, false, exercises);
  }

  private unitWith<E>(state: MemberState, unit: ContentUnit, unlockAll: boolean, exercises: E[]) {
    const lock = lockState(unit.day, state.day, unlockAll);
    const completed = unit.exercises.filter((e) => state.completedExercises.has(e.id)).map((e) => e.id);
    return {
      id: unit.id,
      order: unit.order,
      week: unit.week,
      title: unit.title,
      description: cleanDescription(unit.description),
      duration: unit.duration,
      isRestDay: unit.isRestDay,
      exercises,
      completedExercises: completed,
      isComplete: unit.isRestDay
        ? earnedRestDays(state.completeDays, statsDay(state), state.content.restDays).has(unit.day)
        : state.completeDays.has(unit.day),
      isToday: state.day > 0 && unit.day === state.day,
      locked: lock.locked,
      lockReason: lock.reason,
    };
  }
}

function goalOf(state: MemberState): DailyGoalDto {
  const day = state.day === 0 ? 1 : state.day;
  const unit = state.content.byDay.get(day);
  const done = unit?.exercises.filter((e) => state.completedExercises.has(e.id)).length ?? 0;
  const total = unit?.exercises.length ?? 0;
  return {
    day,
    unitId: unit?.id ?? null,
    title: unit?.title ?? '',
    isRestDay: state.content.restDays.has(day),
    completedExercises: done,
    totalExercises: total,
    completed: state.day > 0 && (state.content.restDays.has(day) || (total > 0 && done === total)),
  };
}

/** The days that keep a streak: completed on their own day (catching up never mends a broken one). */
const onTimeDays = (state: MemberState): Set<number> =>
  new Set([...state.completeDays].filter((day) => !state.lateDays.has(day)));

/** The day the streak and progress are counted on: 0 before the start, the last day once the edition ended. */
const statsDay = (state: MemberState): number => (state.access.status === 'ended' ? CHALLENGE_DAYS : state.day);

function statsOf(state: MemberState): MemberStatsDto {
  if (state.day === 0) return { streak: 0, progress: 0 };
  const today = statsDay(state);
  const { restDays } = state.content;
  return {
    streak: streak(onTimeDays(state), today, restDays),
    progress: progress(state.completeDays, today, restDays),
  };
}

/** The 28 days' statuses; once the edition ended every day is past (none is today). */
function dayMapOf(state: MemberState): DayStatusDto[] {
  const today = state.access.status === 'ended' ? CHALLENGE_DAYS + 1 : state.day;
  return dayStatuses(state.completeDays, today, state.content.restDays, state.lateDays).map((status, index) => ({
    day: index + 1,
    status,
  }));
}

/** An exercise as its page has it: the summary's fields and its long texts. */
function exerciseDto(exercise: ContentExercise, member: Member, completed: Set<number>): ExerciseDto {
  return {
    ...exerciseSummaryDto(exercise, member, completed),
    description: cleanDescription(exercise.description),
    techniqueSteps: [...techniqueStepsOf(exercise.techniqueKey)],
  };
}

/** An exercise as the units list's summary has it: everything but its long texts. */
function exerciseSummaryDto(exercise: ContentExercise, member: Member, completed: Set<number>): ExerciseSummaryDto {
  const genderVideo = member.gender === 'female' ? exercise.videoIdFemale : exercise.videoIdMale;
  return {
    id: exercise.id,
    unitId: exercise.unitId,
    position: exercise.position,
    title: exercise.title,
    duration: exercise.duration,
    sets: exercise.sets,
    reps: exercise.reps,
    workSeconds: exercise.workSeconds,
    restSeconds: exercise.restSeconds,
    techniqueKey: exercise.techniqueKey,
    videoId: genderVideo || exercise.videoId,
    videoIdMale: exercise.videoIdMale,
    videoIdFemale: exercise.videoIdFemale,
    completed: completed.has(exercise.id),
  };
}

/** The challenge's rest days: the days whose unit is a rest day. */
const restDaysOf = (content: Content): number[] => [...content.restDays].sort((a, b) => a - b);

function findExercise(content: Content, unitId: number, exerciseId: number) {
  const unit = content.byId.get(unitId);
  const exercise = unit?.exercises.find((e) => e.id === exerciseId);
  if (!unit || !exercise) throw ChallengeErrors.unitNotFound();
  return { unit, exercise };
}

function assertUnlocked(state: MemberState, unit: ContentUnit, unlockAll: boolean): void {
  if (state.day === 0 && !unlockAll) {
    throw ChallengeErrors.unitLockedFuture();
  }
  const lock = lockState(unit.day, state.day, unlockAll);
  if (!lock.locked) return;
  throw lock.reason === 'future' ? ChallengeErrors.unitLockedFuture() : ChallengeErrors.unitLockedExpired();
}

function withoutEntity(access: MemberAccess) {
  const { enrolment: _enrolment, today: _today, ...dto } = access;
  return dto;
}
