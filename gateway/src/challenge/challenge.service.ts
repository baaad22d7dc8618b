import { Injectable } from '@nestjs/common';
import {
  ChallengeSubjects,
  CompleteExerciseInputSchema,
  CompleteExerciseRequestSchema,
  ExerciseRequestSchema,
  SurveyAnswerRequestSchema,
  SurveyLinkAnswerSchema,
  UnitRequestSchema,
  type ChallengeDayDto,
  type CompleteExerciseDto,
  type CompletionDto,
  type DailyGoalDto,
  type EditionDto,
  type ExerciseDetailDto,
  type HistoryEntryDto,
  type SurveyDto,
  type UserDto,
  type WorkoutUnitDto,
  type WorkoutUnitSummaryDto,
} from '@reto/contracts';
import { RpcClient, validatePayload } from '@reto/platform';
import { member } from '../member/member.service.js';
import { ExerciseAnswersCache } from './exercise-answers.cache.js';

const flag = (value: unknown) => value === true || value === 'true' || value === '1';

/**
 * The gateway-side functions of the member area: each validates at the edge and makes one NATS
 * request carrying the signed-in member's facts. REST and GraphQL both call these.
 */
@Injectable()
export class ChallengeService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly exercises: ExerciseAnswersCache,
  ) {}

  private ask<T>(
    requestId: string,
    subject: string,
    schema: Parameters<typeof validatePayload>[0],
    payload: unknown,
  ): Promise<T> {
    return this.rpc.request<T>(subject, validatePayload(schema, payload), { requestId });
  }

  /**
   * A read of the member's own: its payload is the session's facts only, nothing from the client to
   * refuse here (the challenge service validates it as it validates every payload), so the busiest
   * paths of the app make no zod pass over what the gateway has just built.
   */
  private mine<T>(requestId: string, subject: string, user: UserDto): Promise<T> {
    return this.rpc.request<T>(subject, { member: member(user) }, { requestId });
  }

  challengeDay(requestId: string, user: UserDto): Promise<ChallengeDayDto> {
    return this.mine(requestId, ChallengeSubjects.challengeDay, user);
  }

  /** Kept by this replica until challenge announces a change, or the member's day turns. */
  units(requestId: string, user: UserDto): Promise<WorkoutUnitDto[]> {
    return this.exercises.unitsOf(member(user), () => this.mine(requestId, ChallengeSubjects.units, user));
  }

  /**
   * The units list without each exercise's long texts (EXERCISE_LONG_TEXTS), for a query that asks
   * none of them: about half the bytes to make, keep, send and read. Kept as `units` is.
   */
  unitSummaries(requestId: string, user: UserDto): Promise<WorkoutUnitSummaryDto[]> {
    const request = { member: member(user), summary: true };
    return this.exercises.unitsOf(
      request.member,
      () => this.rpc.request<WorkoutUnitSummaryDto[]>(ChallengeSubjects.units, request, { requestId }),
      'summary',
    );
  }

  unit(requestId: string, user: UserDto, unitId: unknown, unlockAll?: unknown): Promise<WorkoutUnitDto> {
    return this.ask(requestId, ChallengeSubjects.unit, UnitRequestSchema, {
      member: member(user),
      unitId,
      unlockAll: flag(unlockAll),
    });
  }

  exercise(
    requestId: string,
    user: UserDto,
    exerciseId: unknown,
    unitId: unknown,
    unlockAll?: unknown,
  ): Promise<ExerciseDetailDto> {
    const request = validatePayload(ExerciseRequestSchema, {
      member: member(user),
      exerciseId,
      unitId,
      unlockAll: flag(unlockAll),
    });
    // The page asks again every 10 s: kept by this replica until challenge announces a change.
    return this.exercises.answer(request, () =>
      this.rpc.request<ExerciseDetailDto>(ChallengeSubjects.exercise, request, { requestId }),
    );
  }

  /**
   * Marks an exercise done. `withAnswers` (the app's mutation, which shows them): the reply carries
   * the unit and the exercise as they stand after it, and this replica keeps that exercise answer
   * for the page's next poll, as an answer asked after the member's announcement.
   */
  async completeExercise(
    requestId: string,
    user: UserDto,
    exerciseId: unknown,
    body: unknown,
    unlockAll?: unknown,
    withAnswers = false,
  ): Promise<CompleteExerciseDto> {
    const { unitId } = validatePayload(CompleteExerciseInputSchema, body);
    const request = validatePayload(CompleteExerciseRequestSchema, {
      member: member(user),
      exerciseId,
      unitId,
      unlockAll: flag(unlockAll),
      withAnswers,
    });
    const done = await this.rpc.request<CompleteExerciseDto>(ChallengeSubjects.completeExercise, request, {
      requestId,
    });
    const { exercise } = done;
    if (exercise) {
      const { withAnswers: _, ...asked } = request;
      await this.exercises.answer(asked, () => Promise.resolve(exercise));
    }
    return done;
  }

  completions(requestId: string, user: UserDto): Promise<CompletionDto[]> {
    return this.mine(requestId, ChallengeSubjects.completions, user);
  }

  history(requestId: string, user: UserDto): Promise<HistoryEntryDto[]> {
    return this.mine(requestId, ChallengeSubjects.history, user);
  }

  dailyGoal(requestId: string, user: UserDto): Promise<DailyGoalDto> {
    return this.mine(requestId, ChallengeSubjects.dailyGoal, user);
  }

  /** The satisfaction check-in: whether it is due, and the member's answer once given. */
  survey(requestId: string, user: UserDto): Promise<SurveyDto> {
    return this.mine(requestId, ChallengeSubjects.survey.get, user);
  }

  answerSurvey(requestId: string, user: UserDto, answer: unknown): Promise<SurveyDto> {
    return this.ask(requestId, ChallengeSubjects.survey.answer, SurveyAnswerRequestSchema, {
      member: member(user),
      answer,
    });
  }

  /** The check-in e-mail's signed link: its token says whose answer, about which edition, with which score (no session). */
  answerSurveyByLink(requestId: string, answer: unknown): Promise<SurveyDto> {
    return this.ask(requestId, ChallengeSubjects.survey.answerByLink, SurveyLinkAnswerSchema, answer);
  }

  nextEdition(requestId: string): Promise<EditionDto> {
    return this.rpc.request(ChallengeSubjects.nextEdition, {}, { requestId });
  }
}
