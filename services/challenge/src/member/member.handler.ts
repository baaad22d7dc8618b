import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ChallengeSubjects, ExerciseRequestSchema, MemberRequestSchema, UnitRequestSchema } from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { MemberService } from './member.service.js';

/** NATS adapter of the member area: validates each request and calls one use case. */
@Controller()
export class MemberHandler {
  constructor(private readonly members: MemberService) {}

  @MessagePattern(ChallengeSubjects.challengeDay)
  challengeDay(@Payload() payload: unknown) {
    return this.members.challengeDay(validatePayload(MemberRequestSchema, payload).member);
  }

  @MessagePattern(ChallengeSubjects.units)
  units(@Payload() payload: unknown) {
    return this.members.units(validatePayload(MemberRequestSchema, payload).member);
  }

  @MessagePattern(ChallengeSubjects.unit)
  unit(@Payload() payload: unknown) {
    const { member, unitId, unlockAll } = validatePayload(UnitRequestSchema, payload);
    return this.members.unit(member, unitId, unlockAll);
  }

  @MessagePattern(ChallengeSubjects.exercise)
  exercise(@Payload() payload: unknown) {
    const { member, exerciseId, unitId, unlockAll } = validatePayload(ExerciseRequestSchema, payload);
    return this.members.exercise(member, exerciseId, unitId, unlockAll);
  }

  @MessagePattern(ChallengeSubjects.completeExercise)
  complete(@Payload() payload: unknown) {
    const { member, exerciseId, unitId, unlockAll } = validatePayload(ExerciseRequestSchema, payload);
    return this.members.complete(member, exerciseId, unitId, unlockAll);
  }

  @MessagePattern(ChallengeSubjects.completions)
  completions(@Payload() payload: unknown) {
    return this.members.completions(validatePayload(MemberRequestSchema, payload).member);
  }

  @MessagePattern(ChallengeSubjects.history)
  history(@Payload() payload: unknown) {
    return this.members.history(validatePayload(MemberRequestSchema, payload).member);
  }

  @MessagePattern(ChallengeSubjects.dailyGoal)
  dailyGoal(@Payload() payload: unknown) {
    return this.members.dailyGoal(validatePayload(MemberRequestSchema, payload).member);
  }

  @MessagePattern(ChallengeSubjects.memberStats)
  stats(@Payload() payload: unknown) {
    return this.members.stats(validatePayload(MemberRequestSchema, payload).member);
  }

  @MessagePattern(ChallengeSubjects.access)
  access(@Payload() payload: unknown) {
    return this.members.access(validatePayload(MemberRequestSchema, payload).member);
  }
}
