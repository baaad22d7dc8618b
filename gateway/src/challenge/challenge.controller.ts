import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import { ChallengeDayReplySchema, type UserDto } from '@reto/contracts';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import { replySchema } from '../http/reply-schema.js';
import { ChallengeService } from './challenge.service.js';

/** The member area's legacy REST paths, with the spec's payloads (spec 1, section 7). */
@Controller('api')
export class ChallengeController {
  constructor(private readonly challenge: ChallengeService) {}

  /** Every visit of the member area reads it: serialised from its response schema. */
  @Get('challenge-day')
  @RouteSchema({ response: { 200: replySchema(ChallengeDayReplySchema) } })
  @UseGuards(SignedInGuard)
  challengeDay(@CurrentUser() user: UserDto) {
    return this.challenge.challengeDay(user);
  }

  @Get('workout-units')
  @UseGuards(SignedInGuard)
  units(@CurrentUser() user: UserDto) {
    return this.challenge.units(user);
  }

  @Get('workout-units/:id')
  @UseGuards(SignedInGuard)
  unit(@CurrentUser() user: UserDto, @Param('id') id: string, @Query('unlockAll') unlockAll?: string) {
    return this.challenge.unit(user, id, unlockAll);
  }

  @Get('exercises/:exerciseId')
  @UseGuards(SignedInGuard)
  exercise(
    @CurrentUser() user: UserDto,
    @Param('exerciseId') exerciseId: string,
    @Query('unitId') unitId?: string,
    @Query('unlockAll') unlockAll?: string,
  ) {
    return this.challenge.exercise(user, exerciseId, unitId, unlockAll);
  }

  @Post('exercises/:exerciseId/complete')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  complete(
    @CurrentUser() user: UserDto,
    @Param('exerciseId') exerciseId: string,
    @Body() body: unknown,
    @Query('unlockAll') unlockAll?: string,
  ) {
    return this.challenge.completeExercise(user, exerciseId, body, unlockAll);
  }

  @Get('workout-unit-completions')
  @UseGuards(SignedInGuard)
  completions(@CurrentUser() user: UserDto) {
    return this.challenge.completions(user);
  }

  @Get('workout-history')
  @UseGuards(SignedInGuard)
  history(@CurrentUser() user: UserDto) {
    return this.challenge.history(user);
  }

  @Get('daily-goal')
  @UseGuards(SignedInGuard)
  dailyGoal(@CurrentUser() user: UserDto) {
    return this.challenge.dailyGoal(user);
  }

  @Get('next-edition')
  nextEdition() {
    return this.challenge.nextEdition();
  }
}
