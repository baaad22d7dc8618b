// P5's traffic model: what one active member, one visitor of the sales page and one buyer ask of the
// system in a day, and how much of it falls in the busiest hour. docs/performance.md argues each
// figure from the product; this file is the one the bench replays and turns into its capacity figure.
// The member's requests are the web app's own (frontend/src): the GraphQL operations a screen sends,
// with the fetch policies and polling intervals it sets, counted from how a member uses the app.

/**
 * How a member uses the app, from the product and the app's code:
 * - `opensPerDay`: the app is opened about three times a day (a look at the day, the workout, the
 *   daily reminder, at the time the member chose, 08:00 unless changed, that brings them back).
 * - `trainingDayShare`: 24 of the programme's 28 days have a routine (a rest day each week).
 * - `exercisesPerWorkout` and `secondsPerExercise`: every routine has 5 exercises and lasts 25, 30 or
 *   40 minutes by its week (the programme's own durations, `services/challenge/src/content/programme.ts`),
 *   31.25 on average: 375 s on each exercise's page, where the player counts its sets and rests.
 * - `exercisePollS`: the exercise's page asks for the exercise again every 10 s while it is open
 *   (spec 1's timings, `EXERCISE_REFETCH_MS`), the wake lock keeps the screen on meanwhile; a page
 *   hidden (another app in front, the screen locked) does not poll (`skipPollAttempt`), so a page
 *   left open in the background asks nothing, and the polls are those of the time spent on it.
 * - `unitsPollS`, `cacheVersionPollS`: the units list every 5 minutes, the cache version every 10.
 * - `signInsPerDay`: a web session lasts 30 days (7 idle; identity's `SESSION_LIFETIMES`), so a
 *   member who trains daily signs in once a month on one device; one member-day in ten counts
 *   three times that (a second device, a new phone, a cleared browser); the app asks for the
 *   member (`Me`) after it.
 * - `coachQuestionsPerDay`: most days have none.
 */
export const APP = {
  opensPerDay: 3,
  trainingDayShare: 24 / 28,
  exercisesPerWorkout: 5,
  secondsPerExercise: 375,
  exercisePollS: 10,
  unitsPollS: 300,
  cacheVersionPollS: 600,
  signInsPerDay: 0.1,
  coachQuestionsPerDay: 0.3,
};

/**
 * Requests per active member per day, by the operation the app sends (GraphQL unless named):
 * - each opening: `CacheVersion` (network-only), `ChallengeDay`, `Survey` and `DashboardCommunity`
 *   (the community card: the group's pinned post and the coach's unread messages) (cache-and-network)
 *   on the dashboard; `Me` comes from the cache the app keeps in IndexedDB (cache-first);
 * - a training day's first opening saves today's routine for offline use (`usePrefetchUnit`):
 *   `WorkoutUnit` of today's unit and `Exercise` for each of its exercises (the units list is cached);
 * - on each exercise's page: `Exercise` and `WorkoutUnits` when it opens (cache-and-network), then
 *   `Exercise` every 10 s and `WorkoutUnits` every 5 minutes while it is open; marking it done sends
 *   `CompleteExercise`, whose answer carries what it changed (the unit, the exercise, the streak
 *   and progress: `useCompleteExercise`), so nothing is refetched after it; `CacheVersion` every 10
 *   minutes of the workout;
 * - `Login` (argon2) and the `Me` after it; `CoachConversation` (the voice service places a question
 *   among the coach's topics itself, no language model on the way; the answer's speech is the
 *   speech provider's, not replayed);
 * - the reminder: sent by a scheduled batch of the challenge service, not a request (not replayed;
 *   `npm run bench:reminders` measures the batch).
 */
export function memberDay(app = APP) {
  const workouts = app.trainingDayShare;
  const exercises = app.exercisesPerWorkout * workouts;
  const pollsPerExercise = Math.floor(app.secondsPerExercise / app.exercisePollS);
  const workoutSeconds = app.exercisesPerWorkout * app.secondsPerExercise;
  return {
    signIn: app.signInsPerDay,
    me: app.signInsPerDay,
    cacheVersion: app.opensPerDay + workouts * Math.floor(workoutSeconds / app.cacheVersionPollS),
    challengeDay: app.opensPerDay,
    survey: app.opensPerDay,
    dashboardCommunity: app.opensPerDay,
    // the day's prefetch, then on each page: the first read and the polls
    exercise: exercises + exercises * (1 + pollsPerExercise),
    workoutUnits: exercises * (1 + Math.floor(app.secondsPerExercise / app.unitsPollS)),
    workoutUnit: workouts,
    completion: exercises,
    coachQuestion: app.coachQuestionsPerDay,
    reminder: 1,
  };
}
export const MEMBER_DAY = memberDay();

/**
 * The mean seconds between two requests of one member while they train: the workout's length over
 * the requests it makes. The bench draws each request's member from as many members as the rate
 * keeps in the app at once (rate × this), so each member's requests come this far apart, as the
 * app's own (a session kept in the gateway's memory for less than this is resolved again each time).
 */
export function secondsBetweenRequests(app = APP) {
  const day = memberDay(app);
  const workouts = app.trainingDayShare;
  const prefetched = app.exercisesPerWorkout * workouts;
  const workout =
    day.exercise -
    prefetched +
    day.workoutUnits +
    day.workoutUnit -
    workouts +
    day.completion +
    day.me -
    app.signInsPerDay +
    day.cacheVersion -
    app.opensPerDay;
  return (app.exercisesPerWorkout * app.secondsPerExercise * workouts) / workout;
}

/**
 * The share of each conditional GET (the queries the app sends as GET with the ETag the browser
 * kept) that is a new read, answered whole: of the exercise's, the day's prefetch, the read when its
 * page opens and the first poll after its completion (the page stays open for the rest's countdown),
 * 3 of the 2 + 37 reads of a page; of the units list's, the read as the next page opens, after the
 * last page's completion (1 of its 2 reads on a page: the opening and the 5-minute poll). Every
 * other read of a member in the app finds the answer unchanged (304).
 */
export function newReadShare(app = APP) {
  const pollsPerExercise = Math.floor(app.secondsPerExercise / app.exercisePollS);
  const unitsReads = 1 + Math.floor(app.secondsPerExercise / app.unitsPollS);
  return { exercise: 3 / (2 + pollsPerExercise), workoutUnits: 1 / unitsReads };
}

/**
 * Per visitor of the sales page (a launch: visitors come from the campaign, not from members): the
 * server-rendered landing and the reviews it loads. Visitors per active member-day in the busiest
 * hour of a launch, and the share of visitors who buy (the checkout and its webhook).
 */
export const VISITOR = { landing: 1, reviews: 1 };
export const VISITORS_PER_MEMBER_DAY = 0.5;
export const BUYER_SHARE = 0.02;
export const BUYER = { checkout: 1, webhook: 1 };

/**
 * The share of a day's requests that falls in its busiest hour: members train before work or after
 * it (two peaks of about two hours each, in one region's timezone: the members of a launch in one
 * country, not spread over the Spanish-speaking world's timezones), so the busiest hour holds about
 * 15 % of the day, against 1/24 ≈ 4 % if the day were flat. A member's requests are nearly all the
 * workout's (half an hour in one sitting), so this is the share of the day's workouts in that hour.
 * The daily reminder goes at 08:00 local unless the member moves it, which pulls openings into one
 * morning hour; a workout follows when the member can, so not all of them: docs/performance.md
 * gives the figure's sensitivity to this share.
 */
export const BUSIEST_HOUR_SHARE = 0.15;

/**
 * The kinds a replay over HTTP sends, with the requests each counts per member-day: the member's
 * day, the sales page per visitor, and per buyer the checkout (`create-subscription`) and its
 * payment's confirmation (the simulated provider's, which records the payment and its event as
 * Stripe's webhook does). The reminder is left out: the reminders are sent by a scheduled batch,
 * not a request.
 */
export function replayedMix(
  member = MEMBER_DAY,
  visitor = VISITOR,
  visitorsPerMemberDay = VISITORS_PER_MEMBER_DAY,
  buyerShare = BUYER_SHARE,
) {
  const { reminder: _reminder, ...http } = member;
  const buyers = visitorsPerMemberDay * buyerShare;
  return {
    ...http,
    landing: visitor.landing * visitorsPerMemberDay,
    reviews: visitor.reviews * visitorsPerMemberDay,
    checkout: BUYER.checkout * buyers,
    webhook: BUYER.webhook * buyers,
  };
}

/** Requests per active member-day of a mix. */
export const requestsPerMemberDay = (mix) => Object.values(mix).reduce((sum, n) => sum + n, 0);

/** Each kind's share of the mix's requests (they add up to 1): the weights a replay draws from. */
export function weightsOf(mix) {
  const total = requestsPerMemberDay(mix);
  return Object.fromEntries(Object.entries(mix).map(([kind, n]) => [kind, n / total]));
}

/**
 * The daily active members a rate of requests serves when the busiest hour holds `busiestHourShare`
 * of their day: rate × 3600 s is the busiest hour's requests, a member-day puts
 * requestsPerMemberDay(mix) × busiestHourShare of its requests into it.
 */
export function dailyActiveMembersAt(reqPerS, mix, busiestHourShare = BUSIEST_HOUR_SHARE) {
  return Math.floor((reqPerS * 3600) / (requestsPerMemberDay(mix) * busiestHourShare));
}

/** The inverse: the requests per second the busiest hour of `members` daily active members asks. */
export function reqPerSFor(members, mix, busiestHourShare = BUSIEST_HOUR_SHARE) {
  return (members * requestsPerMemberDay(mix) * busiestHourShare) / 3600;
}

/** A kind drawn by its weight from `random` in [0, 1) (cumulative weights, in the mix's order). */
export function drawKind(weights, random) {
  let cumulative = 0;
  const kinds = Object.keys(weights);
  for (const kind of kinds) {
    cumulative += weights[kind];
    if (random < cumulative) return kind;
  }
  return kinds.at(-1);
}
