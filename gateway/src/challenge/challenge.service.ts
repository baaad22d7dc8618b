import { Injectable } from '@nestjs/common';
import {
  ChallengeSubjects,
  CompleteExerciseInputSchema,
  ExerciseRequestSchema,
  UnitRequestSchema,
  type ChallengeDayDto,
  type CompleteExerciseDto,
  type CompletionDto,
  type DailyGoalDto,
  type EditionDto,
  type ExerciseDetailDto,
  type HistoryEntryDto,
  type UserDto,
  type WorkoutUnitDto,
} from '@reto/contracts';
import { RpcClient, validatePayload } from '@reto/platform';
import { member } from '../member/member.service.js';

const flag = (value: unknown) => value === true || value === 'true' || value === '1';

/**
 * The gateway-side functions of the member area: each validates at the edge and makes one NATS
 * request carrying the signed-in member's facts. REST and GraphQL both call these.
 */
@Injectable()
export class ChallengeService {
  constructor(private readonly rpc: RpcClient) {}

  private ask<T>(subject: string, schema: Parameters<typeof validatePayload>[0], payload: unknown): Promise<T> {
    return this.rpc.request<T>(subject, validatePayload(schema, payload));
  }

  /**
   * A read of the member's own: its payload is the session's facts only, nothing from the client to
   * refuse here (the challenge service validates it as it validates every payload), so the busiest
   * paths of the app make no zod pass over what the gateway has just built.
   */
  private mine<T>(subject: string, user: UserDto): Promise<T> {
    return this.rpc.request<T>(subject, { member: member(user) });
  }

  challengeDay(user: UserDto): Promise<ChallengeDayDto> {
    return this.mine(ChallengeSubjects.challengeDay, user);
  }

  units(user: UserDto): Promise<WorkoutUnitDto[]> {
    return this.mine(ChallengeSubjects.units, user);
  }

  unit(user: UserDto, unitId: unknown, unlockAll?: unknown): Promise<WorkoutUnitDto> {
    return this.ask(ChallengeSubjects.unit, UnitRequestSchema, {
      member: member(user),
      unitId,
      unlockAll: flag(unlockAll),
    });
  }

  exercise(user: UserDto, exerciseId: unknown, unitId: unknown, unlockAll?: unknown): Promise<ExerciseDetailDto> {
    return this.ask(ChallengeSubjects.exercise, ExerciseRequestSchema, {
      member: member(user),
      exerciseId,
      unitId,
      unlockAll: flag(unlockAll),
    });
  }

  completeExercise(
    user: UserDto,
    exerciseId: unknown,
    body: unknown,
    unlockAll?: unknown,
  ): Promise<CompleteExerciseDto> {
    const { unitId } = validatePayload(CompleteExerciseInputSchema, body);
    return this.ask(ChallengeSubjects.completeExercise, ExerciseRequestSchema, {
      member: member(user),
      exerciseId,
      unitId,
      unlockAll: flag(unlockAll),
    });
  }

  completions(user: UserDto): Promise<CompletionDto[]> {
    return this.mine(ChallengeSubjects.completions, user);
  }

  history(user: UserDto): Promise<HistoryEntryDto[]> {
    return this.mine(ChallengeSubjects.history, user);
  }

  dailyGoal(user: UserDto): Promise<DailyGoalDto> {
    return this.mine(ChallengeSubjects.dailyGoal, user);
  }

  nextEdition(): Promise<EditionDto> {
    return this.rpc.request(ChallengeSubjects.nextEdition, {});
  }
}
