import { Args, Info, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { EXERCISE_LONG_TEXTS, type CompleteExerciseDto, type UserDto } from '@reto/contracts';
import type { GraphQLResolveInfo } from 'graphql';
import { CurrentUser, Member } from '../auth/signed-in.guard.js';
import { selectsAny, selectsAnyUnder } from '../graphql/selection.js';
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

/** The completion's fields that read what it changed: asked, the completion's reply carries them. */
const AFTER_COMPLETION = ['unit', 'exercise'] as const;

/** The member area in GraphQL: the same gateway-side functions as the REST paths. */
@Resolver()
export class ChallengeResolver {
  constructor(private readonly challenge: ChallengeService) {}

  @Member.Query(() => ChallengeDayOutput)
  challengeDay(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.challenge.challengeDay(requestId, user);
  }

  /** The app's list names no exercise's long texts: it is answered from the list's summary. */
  @Member.Query(() => [WorkoutUnitOutput])
  workoutUnits(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Info() info: GraphQLResolveInfo) {
    return selectsAnyUnder(info, 'exercises', EXERCISE_LONG_TEXTS)
      ? this.challenge.units(requestId, user)
      : this.challenge.unitSummaries(requestId, user);
  }

  @Member.Query(() => WorkoutUnitOutput)
  workoutUnit(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('id', { type: () => Int }) id: number,
    @Args('unlockAll', { nullable: true, defaultValue: false }) unlockAll: boolean,
  ) {
    return this.challenge.unit(requestId, user, id, unlockAll);
  }

  @Member.Query(() => ExerciseDetailOutput)
  exercise(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('exerciseId', { type: () => Int }) exerciseId: number,
    @Args('unitId', { type: () => Int }) unitId: number,
    @Args('unlockAll', { nullable: true, defaultValue: false }) unlockAll: boolean,
  ) {
    return this.challenge.exercise(requestId, user, exerciseId, unitId, unlockAll);
  }

  @Member.Mutation(() => CompleteExerciseOutput)
  async completeExercise(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('exerciseId', { type: () => Int }) exerciseId: number,
    @Args('unitId', { type: () => Int }) unitId: number,
    @Args('unlockAll', { nullable: true, defaultValue: false }) unlockAll: boolean,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Completion> {
    const withAnswers = selectsAny(info, AFTER_COMPLETION);
    const done = await this.challenge.completeExercise(requestId, user, exerciseId, { unitId }, unlockAll, withAnswers);
    return { ...done, unlockAll };
  }

  @Member.Query(() => [CompletionOutput])
  workoutUnitCompletions(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.challenge.completions(requestId, user);
  }

  @Member.Query(() => [HistoryEntryOutput])
  workoutHistory(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.challenge.history(requestId, user);
  }

  @Member.Query(() => DailyGoalOutput)
  dailyGoal(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.challenge.dailyGoal(requestId, user);
  }

  @Query(() => EditionOutput, { description: 'The next edition: its number and start date.' })
  nextEdition(@RequestId() requestId: string) {
    return this.challenge.nextEdition(requestId);
  }

  @Member.Query(() => SurveyOutput, { description: 'GET /api/survey' })
  survey(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.challenge.survey(requestId, user);
  }

  @Member.Mutation(() => SurveyOutput, { description: 'POST /api/survey' })
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

/** A completion as its fields read it: the answer, and whether it was asked with every unit unlocked. */
type Completion = CompleteExerciseDto & { unlockAll: boolean };

/**
 * What a completion changed, read after it (challenge dropped the member's kept answers before it
 * answered): the app's cache takes the unit and the exercise from the mutation's answer, so the
 * exercise page asks nothing again after marking one done.
 */
@Resolver(() => CompleteExerciseOutput)
export class CompletionResolver {
  constructor(private readonly challenge: ChallengeService) {}

  @ResolveField(() => WorkoutUnitOutput, { description: "The exercise's unit as it stands after the completion." })
  unit(@Parent() done: Completion, @RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return done.unit ?? this.challenge.unit(requestId, user, done.unitId, done.unlockAll);
  }

  @ResolveField(() => ExerciseDetailOutput, { description: 'The exercise as it stands after the completion.' })
  exercise(@Parent() done: Completion, @RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return done.exercise ?? this.challenge.exercise(requestId, user, done.exerciseId, done.unitId, done.unlockAll);
  }
}
