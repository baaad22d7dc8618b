// P5's traffic model: what one active member, one visitor of the sales page and one buyer ask of the
// system in a day, and how much of it falls in the busiest hour. docs/performance.md argues each
// figure from the product; this file is the one the bench replays and turns into its capacity figure.

/**
 * Requests per active member per day, by kind. A member opens the app about three times a day (the
 * morning look at the day, the workout itself, the evening reminder that brings them back when the
 * day is not done): each opening loads the dashboard; the workout is the day's unit and its
 * exercises, one completion per exercise (the programme's units average about six); a session lasts
 * 30 days, so a sign-in is about one in ten member-days (a new phone, a cleared browser).
 */
export const MEMBER_DAY = {
  signIn: 0.1,
  dashboard: 3,
  challengeDay: 2,
  workoutUnit: 1,
  exercise: 6,
  completion: 6,
  coachQuestion: 0.3,
  reminder: 1,
};

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
 * it (two peaks of about two hours each, in one region's timezone), so the busiest hour holds about
 * 15 % of the day, against 1/24 ≈ 4 % if the day were flat.
 */
export const BUSIEST_HOUR_SHARE = 0.15;

/**
 * The kinds a replay over HTTP sends, with the requests each counts per member-day: the member's
 * day (the coach question included: the voice service places it among the coach's topics itself,
 * no language model on the way), the sales page per visitor, and per buyer the checkout
 * (`create-subscription`) and its payment's confirmation (the simulated provider's, which records
 * the payment and its event as Stripe's webhook does). The reminder is left out: the reminders are
 * sent by a scheduled batch, not a request (`npm run bench:reminders` measures that batch).
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
