export type Mix = Record<string, number>;
export interface AppUse {
  opensPerDay: number;
  trainingDayShare: number;
  exercisesPerWorkout: number;
  secondsPerExercise: number;
  exercisePollS: number;
  unitsPollS: number;
  cacheVersionPollS: number;
  signInsPerDay: number;
  coachQuestionsPerDay: number;
}
export const APP: AppUse;
export function memberDay(app?: AppUse): Mix & { reminder: number; coachQuestion: number };
export function secondsBetweenRequests(app?: AppUse): number;
export function newReadShare(app?: AppUse): { exercise: number; workoutUnits: number };
export const MEMBER_DAY: Mix & { reminder: number; coachQuestion: number };
export const VISITOR: Mix;
export const VISITORS_PER_MEMBER_DAY: number;
export const BUYER_SHARE: number;
export const BUYER: Mix;
export const BUSIEST_HOUR_SHARE: number;
export function replayedMix(member?: Mix, visitor?: Mix, visitorsPerMemberDay?: number, buyerShare?: number): Mix;
export function requestsPerMemberDay(mix: Mix): number;
export function weightsOf(mix: Mix): Mix;
export function dailyActiveMembersAt(reqPerS: number, mix: Mix, busiestHourShare?: number): number;
export function reqPerSFor(members: number, mix: Mix, busiestHourShare?: number): number;
export function drawKind(weights: Mix, random: number): string;
