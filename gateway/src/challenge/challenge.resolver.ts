import { UseGuards } from '@nestjs/common';
import { Args, Context, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { MemberStatsDto, UserDto } from '@reto/contracts';
import { UserOutput } from '../auth/dto/user.output.js';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import type { GraphQLContext } from '../graphql/graphql-context.js';
import { ChallengeService } from './challenge.service.js';
import {
  ChallengeDayOutput,
  CompleteExerciseOutput,
  CompletionOutput,
  DailyGoalOutput,
  EditionOutput,
  ExerciseDetailOutput,
  HistoryEntryOutput,
  TimezonesOutput,
  TimezoneUpdateOutput,
  UserTimezoneOutput,
  WorkoutUnitOutput,
} from './dto/challenge.output.js';

/** The member area in GraphQL: the same gateway-side functions as the REST paths. */
@Resolver()
export class ChallengeResolver {
  constructor(private readonly challenge: ChallengeService) {}

  @Query(() => ChallengeDayOutput)
  @UseGuards(SignedInGuard)
  challengeDay(@CurrentUser() user: UserDto) {
    return this.challenge.challengeDay(user);
  }

  @Query(() => [WorkoutUnitOutput])
  @UseGuards(SignedInGuard)
  workoutUnits(@CurrentUser() user: UserDto) {
    return this.challenge.units(user);
  }

  @Query(() => WorkoutUnitOutput)
  @UseGuards(SignedInGuard)
  workoutUnit(
    @CurrentUser() user: UserDto,
    @Args('id', { type: () => Int }) id: number,
    @Args('unlockAll', { nullable: true, defaultValue: false }) unlockAll: boolean,
  ) {
    return this.challenge.unit(user, id, unlockAll);
  }

  @Query(() => ExerciseDetailOutput)
  @UseGuards(SignedInGuard)
  exercise(
    @CurrentUser() user: UserDto,
    @Args('exerciseId', { type: () => Int }) exerciseId: number,
    @Args('unitId', { type: () => Int }) unitId: number,
    @Args('unlockAll', { nullable: true, defaultValue: false }) unlockAll: boolean,
  ) {
    return this.challenge.exercise(user, exerciseId, unitId, unlockAll);
  }

  @Mutation(() => CompleteExerciseOutput)
  @UseGuards(SignedInGuard)
  completeExercise(
    @CurrentUser() user: UserDto,
    @Args('exerciseId', { type: () => Int }) exerciseId: number,
    @Args('unitId', { type: () => Int }) unitId: number,
    @Args('unlockAll', { nullable: true, defaultValue: false }) unlockAll: boolean,
  ) {
    return this.challenge.completeExercise(user, exerciseId, { unitId }, unlockAll);
  }

  @Query(() => [CompletionOutput])
  @UseGuards(SignedInGuard)
  workoutUnitCompletions(@CurrentUser() user: UserDto) {
    return this.challenge.completions(user);
  }

  @Query(() => [HistoryEntryOutput])
  @UseGuards(SignedInGuard)
  workoutHistory(@CurrentUser() user: UserDto) {
    return this.challenge.history(user);
  }

  @Query(() => DailyGoalOutput)
  @UseGuards(SignedInGuard)
  dailyGoal(@CurrentUser() user: UserDto) {
    return this.challenge.dailyGoal(user);
  }

  @Query(() => EditionOutput, { description: 'The next edition: its number and start date.' })
  nextEdition() {
    return this.challenge.nextEdition();
  }

  @Query(() => TimezonesOutput)
  timezones(): TimezonesOutput {
    const { timezones, regions } = this.challenge.timezones();
    return {
      timezones: Object.entries(timezones).map(([value, label]) => ({ value, label })),
      regions: Object.entries(regions).map(([name, list]) => ({ name, timezones: list })),
    };
  }

  @Query(() => UserTimezoneOutput)
  @UseGuards(SignedInGuard)
  userTimezone(@CurrentUser() user: UserDto) {
    return this.challenge.userTimezone(user);
  }

  @Mutation(() => TimezoneUpdateOutput)
  @UseGuards(SignedInGuard)
  updateTimezone(@CurrentUser() user: UserDto, @Args('timezone') timezone: string) {
    return this.challenge.setTimezone(user, { timezone });
  }
}

type StatsContext = GraphQLContext & { memberStats?: Promise<MemberStatsDto> };

/** `streak` and `progress` on the User type, from the challenge service (one request for both fields). */
@Resolver(() => UserOutput)
export class UserStatsResolver {
  constructor(private readonly challenge: ChallengeService) {}

  private stats(user: UserDto, context: StatsContext): Promise<MemberStatsDto> {
    context.memberStats ??= this.challenge.withStats(user);
    return context.memberStats;
  }

  @ResolveField(() => Int, { description: 'Consecutive challenge days done (DECISIONS.md 4).' })
  async streak(@Parent() user: UserDto, @Context() context: StatsContext): Promise<number> {
    return (await this.stats(user, context)).streak;
  }

  @ResolveField(() => Int, { description: 'round(100 x completed days / 28).' })
  async progress(@Parent() user: UserDto, @Context() context: StatsContext): Promise<number> {
    return (await this.stats(user, context)).progress;
  }
}
