import {
  ChallengeSubjects,
  CompleteExerciseRequestSchema,
  ExerciseRequestSchema,
  MemberRequestSchema,
  UnitRequestSchema,
  UnitsRequestSchema,
} from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { MemberService } from './member.service.js';

/** NATS adapter of the member area: validates each request and calls one use case. */
export const MemberHandler = requestHandlers(MemberService, (handle) => ({
  [ChallengeSubjects.challengeDay]: handle(MemberRequestSchema, (members, { member }) => members.challengeDay(member)),
  [ChallengeSubjects.units]: handle(UnitsRequestSchema, (members, { member, summary }) =>
    members.units(member, summary),
  ),
  [ChallengeSubjects.unit]: handle(UnitRequestSchema, (members, { member, unitId, unlockAll }) =>
    members.unit(member, unitId, unlockAll),
  ),
  [ChallengeSubjects.exercise]: handle(ExerciseRequestSchema, (members, { member, exerciseId, unitId, unlockAll }) =>
    members.exercise(member, exerciseId, unitId, unlockAll),
  ),
  [ChallengeSubjects.completeExercise]: handle(
    CompleteExerciseRequestSchema,
    (members, { member, exerciseId, unitId, unlockAll, withAnswers }) =>
      members.complete(member, exerciseId, unitId, unlockAll, withAnswers),
  ),
  [ChallengeSubjects.completions]: handle(MemberRequestSchema, (members, { member }) => members.completions(member)),
  [ChallengeSubjects.history]: handle(MemberRequestSchema, (members, { member }) => members.history(member)),
  [ChallengeSubjects.dailyGoal]: handle(MemberRequestSchema, (members, { member }) => members.dailyGoal(member)),
  [ChallengeSubjects.memberStats]: handle(MemberRequestSchema, (members, { member }) => members.stats(member)),
  [ChallengeSubjects.access]: handle(MemberRequestSchema, (members, { member }) => members.access(member)),
}));
