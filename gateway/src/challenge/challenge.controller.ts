import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import { ChallengeDayReplySchema, type UserDto } from '@reto/contracts';
import { CurrentUser, Member } from '../auth/signed-in.guard.js';
import { replySchema } from '../http/reply-schema.js';
import { RequestId } from '../http/request-of.js';
import { ChallengeService } from './challenge.service.js';

/** The member area's legacy REST paths, with the spec's payloads (spec 1, section 7). */
@Controller('api')
export class ChallengeController {
  constructor(private readonly challenge: ChallengeService) {}

  /** Every visit of the member area reads it: serialised from its response schema. */
  @Member.Get('challenge-day')
  @RouteSchema({ response: { 200: replySchema(ChallengeDayReplySchema) } })
  challengeDay(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.challenge.challengeDay(requestId, user);
  }

  @Member.Get('workout-units')
  units(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.challenge.units(requestId, user);
  }

  @Member.Get('workout-units/:id')
  unit(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Param('id') id: string,
    @Query('unlockAll') unlockAll?: string,
  ) {
    return this.challenge.unit(requestId, user, id, unlockAll);
  }

  @Member.Get('exercises/:exerciseId')
  exercise(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Param('exerciseId') exerciseId: string,
    @Query('unitId') unitId?: string,
    @Query('unlockAll') unlockAll?: string,
  ) {
    return this.challenge.exercise(requestId, user, exerciseId, unitId, unlockAll);
  }

  @Member.Post('exercises/:exerciseId/complete')
  complete(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Param('exerciseId') exerciseId: string,
    @Body() body: unknown,
    @Query('unlockAll') unlockAll?: string,
  ) {
    return this.challenge.completeExercise(requestId, user, exerciseId, body, unlockAll);
  }

  @Member.Get('workout-unit-completions')
  completions(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.challenge.completions(requestId, user);
  }

  @Member.Get('workout-history')
  history(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.challenge.history(requestId, user);
  }

  @Member.Get('daily-goal')
  dailyGoal(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.challenge.dailyGoal(requestId, user);
  }

  @Get('next-edition')
  nextEdition(@RequestId() requestId: string) {
    return this.challenge.nextEdition(requestId);
  }

  @Member.Get('survey')
  survey(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.challenge.survey(requestId, user);
  }

  @Member.Post('survey')
  answerSurvey(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Body() body: unknown) {
    return this.challenge.answerSurvey(requestId, user, body);
  }

  /** The page the check-in e-mail's link opens posts its token and the recommend answer here (no session). */
  @Post('survey/link-answer')
  @HttpCode(200)
  answerSurveyByLink(@RequestId() requestId: string, @Body() body: unknown) {
    return this.challenge.answerSurveyByLink(requestId, body);
  }
}
