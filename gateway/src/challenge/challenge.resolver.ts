import { UseGuards } from '@nestjs/common';
import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { UserDto } from '@reto/contracts';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import { ChallengeService } from './challenge.service.js';
import {
  ChallengeDayOutput,
  CompleteExerciseOutput,
  CompletionOutput,
  DailyGoalOutput,
  EditionOutput,
  ExerciseDetailOutput,
  HistoryEntryOutput,
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
}
