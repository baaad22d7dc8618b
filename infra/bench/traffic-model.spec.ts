import fc from 'fast-check';
import {
  APP,
  BUSIEST_HOUR_SHARE,
  BUYER_SHARE,
  dailyActiveMembersAt,
  drawKind,
  MEMBER_DAY,
  memberDay,
  newReadShare,
  replayedMix,
  reqPerSFor,
  requestsPerMemberDay,
  secondsBetweenRequests,
  VISITORS_PER_MEMBER_DAY,
  weightsOf,
} from './traffic-model.mjs';

const SEED = Number(process.env.FC_SEED ?? 51);

describe("P5's traffic model: from a rate of requests to the daily active members it serves", () => {
  const mix = replayedMix();

  it('replays what goes over HTTP: the reminder left out, the coach question kept, the sales page per visitor, the checkout and its payment per buyer', () => {
    expect(Object.keys(mix)).not.toEqual(expect.arrayContaining(['reminder']));
    expect(mix.coachQuestion).toBe(MEMBER_DAY.coachQuestion);
    expect(mix.landing).toBe(VISITORS_PER_MEMBER_DAY);
    expect(mix.checkout).toBeCloseTo(VISITORS_PER_MEMBER_DAY * BUYER_SHARE);
    expect(mix.webhook).toBe(mix.checkout);
    expect(requestsPerMemberDay(mix)).toBeCloseTo(
      requestsPerMemberDay(MEMBER_DAY) -
        MEMBER_DAY.reminder +
        2 * VISITORS_PER_MEMBER_DAY +
        2 * VISITORS_PER_MEMBER_DAY * BUYER_SHARE,
    );
  });

  it("counts the app's own requests: an open exercise's page asks again every 10 s, a completion refetches nothing", () => {
    const oneWorkout = { ...APP, trainingDayShare: 1, opensPerDay: 1, signInsPerDay: 0, coachQuestionsPerDay: 0 };
    const day = memberDay(oneWorkout);
    const pages = APP.exercisesPerWorkout;
    // per page: the first read and a poll each 10 s of its 375 s; and the day's prefetch
    expect(day.exercise).toBe(pages + pages * (1 + Math.floor(APP.secondsPerExercise / 10)));
    expect(day.completion).toBe(pages);
    // the completion's answer carries the unit, the exercise and the member's streak: none is asked again
    expect(day.me).toBe(0);
    expect(day.workoutUnit).toBe(1);
    expect(day.workoutUnits).toBe(pages * 2);
    // each opening's dashboard: the day, the check-in and the community card
    expect([day.challengeDay, day.survey, day.dashboardCommunity]).toEqual([1, 1, 1]);
    // with no polling, each exercise would be asked twice: the day's prefetch and its page's opening
    expect(memberDay({ ...oneWorkout, exercisePollS: Infinity }).exercise).toBe(pages * 2);
    // a workout's requests come a few seconds apart: more often than the app polls
    expect(secondsBetweenRequests()).toBeGreaterThan(5);
    expect(secondsBetweenRequests()).toBeLessThan(APP.exercisePollS);
  });

  it("reads anew what the page has not seen: the exercise's prefetch, first read and first poll after its completion; the units list after one", () => {
    const day = memberDay({ ...APP, trainingDayShare: 1 });
    const { exercise, workoutUnits } = newReadShare();
    // the exercise's new reads are the ones it makes without its poll, and the first poll after each completion
    expect(exercise * day.exercise).toBeCloseTo(
      memberDay({ ...APP, trainingDayShare: 1, exercisePollS: Infinity }).exercise + day.completion,
    );
    expect(exercise).toBeCloseTo(3 / 39);
    // the units list read anew once after each completion
    expect(workoutUnits * day.workoutUnits).toBeCloseTo(day.completion);
  });

  it("counts a member-day's share of the busiest hour: the members a rate serves and the rate members ask are inverses", () => {
    // 100 req/s for an hour is 360,000 requests; each member-day puts requests × share of them in it.
    expect(dailyActiveMembersAt(100, { a: 10 }, 0.1)).toBe(360_000);
    expect(reqPerSFor(360_000, { a: 10 }, 0.1)).toBe(100);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (members) => {
        const rate = reqPerSFor(members, mix);
        expect(Math.abs(dailyActiveMembersAt(rate, mix) - members)).toBeLessThanOrEqual(1);
        expect(rate).toBeCloseTo((members * requestsPerMemberDay(mix) * BUSIEST_HOUR_SHARE) / 3600);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('draws each kind as often as its weight: the kind whose share of [0, 1) holds the draw', () => {
    const weights = weightsOf(mix);
    expect(Object.values(weights).reduce((sum, w) => sum + w, 0)).toBeCloseTo(1);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (random) => {
        const kind = drawKind(weights, random);
        const kinds = Object.keys(weights);
        const before = kinds.slice(0, kinds.indexOf(kind)).reduce((sum, k) => sum + weights[k]!, 0);
        expect(random).toBeGreaterThanOrEqual(before - 1e-12);
        if (kind !== kinds.at(-1)) expect(random).toBeLessThan(before + weights[kind]!);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});
