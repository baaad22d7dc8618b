/**
 * The contract of the gateway's server-rendered /landing with the web client: the JSON the gateway
 * writes into the page for the client to start from, and the satisfaction figure's rule. The words
 * both render are shared copy (`./shared-copy/`), not part of this contract.
 */

/** The id of `<script type="application/json">` holding {@link LandingPageData} in the landing's HTML. */
export const LANDING_DATA_ELEMENT_ID = 'landing-data';

/** The review aggregate in the legacy REST shape (`GET /api/reviews`). */
export interface LandingAggregate {
  average_score: number;
  reviews_count: number;
  rating_distribution: Record<string, number>;
}

export interface LandingPageData {
  /** The next edition to start; null when the challenge service did not answer. */
  edition: { number: number; startDate: string } | null;
  /**
   * The visitor's localised price, billing's charge in USD and its guarantee; null when it could
   * not be asked (the client asks again).
   */
  price: { symbol: string; amount: number; currency: string; baseAmountUsd: number; guaranteeDays: number } | null;
  /** The stored reviews' aggregate; null when the reviews service did not answer. */
  aggregate: LandingAggregate | null;
  /**
   * The measured share of satisfied answers (4 or 5) over the last ended editions, with its count;
   * null (the figure left out) with fewer than SATISFACTION_MIN_ANSWERS answers or the admin service away.
   */
  satisfaction?: LandingSatisfaction | null;
}

export interface LandingSatisfaction {
  percent: number;
  answers: number;
}

/** The landing shows a satisfaction figure only from this many answers. */
export const SATISFACTION_MIN_ANSWERS = 30;

/** The landing's figure from the check-in's counts: null below SATISFACTION_MIN_ANSWERS answers. */
export const landingSatisfaction = (counts: { answers: number; satisfied: number }): LandingSatisfaction | null =>
  counts.answers < SATISFACTION_MIN_ANSWERS
    ? null
    : { percent: Math.round((100 * counts.satisfied) / counts.answers), answers: counts.answers };
