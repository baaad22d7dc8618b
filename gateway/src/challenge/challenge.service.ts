import { Injectable } from '@nestjs/common';
import {
  ChallengeSubjects,
  CompleteExerciseInputSchema,
  ExerciseRequestSchema,
  IDENTITY_TIMEZONE_SET_SUBJECT,
  MemberRequestSchema,
  SUPPORTED_TIMEZONES,
  TIMEZONE_LABELS,
  TimezoneInputSchema,
  UnitRequestSchema,
  type ChallengeDayDto,
  type CompleteExerciseDto,
  type CompletionDto,
  type DailyGoalDto,
  type EditionDto,
  type ExerciseDetailDto,
  type HistoryEntryDto,
  type MemberInput,
  type MemberStatsDto,
  type SupportedTimezone,
  type UserDto,
  type WorkoutUnitDto,
} from '@reto/contracts';
import { RpcClient, validatePayload } from '@reto/platform';
import { ChallengeCopy, TIMEZONE_REGIONS, type TimezoneRegion } from './challenge.copy.js';

/** The member facts every challenge request carries, from the signed-in user. */
export const member = (user: UserDto): MemberInput => ({
  userId: user.id,
  email: user.email,
  gender: user.gender,
  timezone: user.timezone,
  isAdmin: user.isAdmin,
});

const flag = (value: unknown) => value === true || value === 'true' || value === '1';

export const regionOf = (timezone: string): TimezoneRegion =>
  timezone.startsWith('America/') ? 'America' : timezone.startsWith('Europe/') ? 'Europe' : 'Other';

export interface TimezonesPayload {
  timezones: Record<string, string>;
  regions: Record<TimezoneRegion, string[]>;
}

export interface TimezoneUpdate {
  success: true;
  timezone: SupportedTimezone;
  timezoneLabel: string;
  message: string;
}

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

  challengeDay(user: UserDto): Promise<ChallengeDayDto> {
    return this.ask(ChallengeSubjects.challengeDay, MemberRequestSchema, { member: member(user) });
  }

  units(user: UserDto): Promise<WorkoutUnitDto[]> {
    return this.ask(ChallengeSubjects.units, MemberRequestSchema, { member: member(user) });
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
    return this.ask(ChallengeSubjects.completions, MemberRequestSchema, { member: member(user) });
  }

  history(user: UserDto): Promise<HistoryEntryDto[]> {
    return this.ask(ChallengeSubjects.history, MemberRequestSchema, { member: member(user) });
  }

  dailyGoal(user: UserDto): Promise<DailyGoalDto> {
    return this.ask(ChallengeSubjects.dailyGoal, MemberRequestSchema, { member: member(user) });
  }

  stats(user: UserDto): Promise<MemberStatsDto> {
    return this.ask(ChallengeSubjects.memberStats, MemberRequestSchema, { member: member(user) });
  }

  /** The user with `streak` and `progress` (GET /api/user); zeros when the challenge service cannot answer. */
  async withStats(user: UserDto): Promise<UserDto & MemberStatsDto> {
    const stats = await this.stats(user).catch(() => ({ streak: 0, progress: 0 }));
    return { ...user, ...stats };
  }

  nextEdition(): Promise<EditionDto> {
    return this.rpc.request(ChallengeSubjects.nextEdition, {});
  }

  timezones(): TimezonesPayload {
    const regions = Object.fromEntries(TIMEZONE_REGIONS.map((region) => [region, [] as string[]])) as Record<
      TimezoneRegion,
      string[]
    >;
    for (const timezone of SUPPORTED_TIMEZONES) regions[regionOf(timezone)].push(timezone);
    return { timezones: { ...TIMEZONE_LABELS }, regions };
  }

  userTimezone(user: UserDto): { timezone: string; timezoneLabel: string } {
    return { timezone: user.timezone, timezoneLabel: user.timezoneLabel };
  }

  async setTimezone(user: UserDto, body: unknown): Promise<TimezoneUpdate> {
    const { timezone } = validatePayload(TimezoneInputSchema, body);
    const updated = await this.rpc.request<UserDto>(IDENTITY_TIMEZONE_SET_SUBJECT, { userId: user.id, timezone });
    return {
      success: true,
      timezone: updated.timezone,
      timezoneLabel: updated.timezoneLabel,
      message: ChallengeCopy.timezoneUpdated,
    };
  }
}
