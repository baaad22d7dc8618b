import { UseGuards } from '@nestjs/common';
import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { UserDto } from '@reto/contracts';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import { RequestId } from '../http/request-of.js';
import { ChallengeService } from './challenge.service.js';
import {
  ChallengeDayOutput,
  CompleteExerciseOutput,
  CompletionOutput,
  DailyGoalOutput,
  EditionOutput,
  ExerciseDetailOutput,
  HistoryEntryOutput,
  SurveyAnswerInput,
  SurveyOutput,
  WorkoutUnitOutput,
} from './dto/challenge.output.js';

/** The member area in GraphQL: the same gateway-side functions as the REST paths. */
@Resolver()
export class ChallengeResolver {
  constructor(private readonly challenge: ChallengeService) {}

  @Query(() => ChallengeDayOutput)
  @UseGuards(SignedInGuard)
  challengeDay(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.challenge.challengeDay(requestId, user);
  }

  @Query(() => [WorkoutUnitOutput])
  @UseGuards(SignedInGuard)
  workoutUnits(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.challenge.units(requestId, user);
  }

  @Query(() => WorkoutUnitOutput)
  @UseGuards(SignedInGuard)
  workoutUnit(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('id', { type: () => Int }) id: number,
    @Args('unlockAll', { nullable: true, defaultValue: false }) unlockAll: boolean,
  ) {
    return this.challenge.unit(requestId, user, id, unlockAll);
  }

  @Query(() => ExerciseDetailOutput)
  @UseGuards(SignedInGuard)
  exercise(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('exerciseId', { type: () => Int }) exerciseId: number,
    @Args('unitId', { type: () => Int }) unitId: number,
    @Args('unlockAll', { nullable: true, defaultValue: false }) unlockAll: boolean,
  ) {
    return this.challenge.exercise(requestId, user, exerciseId, unitId, unlockAll);
  }

  @Mutation(() => CompleteExerciseOutput)
  @UseGuards(SignedInGuard)
  completeExercise(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('exerciseId', { type: () => Int }) exerciseId: number,
    @Args('unitId', { type: () => Int }) unitId: number,
    @Args('unlockAll', { nullable: true, defaultValue: false }) unlockAll: boolean,
  ) {
    return this.challenge.completeExercise(requestId, user, exerciseId, { unitId }, unlockAll);
  }

  @Query(() => [CompletionOutput])
  @UseGuards(SignedInGuard)
  workoutUnitCompletions(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.challenge.completions(requestId, user);
  }

  @Query(() => [HistoryEntryOutput])
  @UseGuards(SignedInGuard)
  workoutHistory(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.challenge.history(requestId, user);
  }

  @Query(() => DailyGoalOutput)
  @UseGuards(SignedInGuard)
  dailyGoal(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.challenge.dailyGoal(requestId, user);
  }

  @Query(() => EditionOutput, { description: 'The next edition: its number and start date.' })
  nextEdition(@RequestId() requestId: string) {
    return this.challenge.nextEdition(requestId);
  }

  @Query(() => SurveyOutput, { description: 'GET /api/survey' })
  @UseGuards(SignedInGuard)
  survey(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.challenge.survey(requestId, user);
  }

  @Mutation(() => SurveyOutput, { description: 'POST /api/survey' })
  @UseGuards(SignedInGuard)
  answerSurvey(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('answer') answer: SurveyAnswerInput,
  ) {
    return this.challenge.answerSurvey(requestId, user, { ...answer });
  }

  @Mutation(() => SurveyOutput, {
    description: "POST /api/survey/link-answer: the check-in e-mail's signed link (no session needed).",
  })
  answerSurveyByLink(
    @RequestId() requestId: string,
    @Args('token') token: string,
    @Args('recommend') recommend: boolean,
  ) {
    return this.challenge.answerSurveyByLink(requestId, { token, recommend });
  }
}
