import { Inject, Injectable } from '@nestjs/common';
import {
  BillingSubjects,
  ChallengeSubjects,
  type ChallengeDayDto,
  type EditionDto,
  type Member,
  type NutritionPlan,
  type PriceQuote,
  type SubscriptionStatus,
  type WorkoutUnitSummaryDto,
} from '@reto/contracts';
import { LOGGER, RpcClient } from '@reto/platform';
import type { Logger } from 'pino';
import type { CoachFacts, UnitFacts } from './coach-facts.js';
import { FactsCache } from './facts.cache.js';

/** The days after today whose units the coach may name ("¿qué toca el sábado?"). */
const DAYS_AHEAD = [1, 2, 3, 4, 5, 6];

/** The day of the week of a calendar date (YYYY-MM-DD), 0 Sunday … 6 Saturday. */
const weekdayOf = (date: string) => new Date(`${date.slice(0, 10)}T12:00:00Z`).getUTCDay();

const unitFacts = (unit: WorkoutUnitSummaryDto | null | undefined): UnitFacts | null =>
  unit
    ? {
        title: unit.title,
        isRestDay: unit.isRestDay,
        exercises: unit.exercises.map(({ title, duration, sets, reps, workSeconds, restSeconds, techniqueKey }) => ({
          title,
          duration,
          sets,
          reps,
          workSeconds,
          restSeconds,
          techniqueKey,
        })),
      }
    : null;

/**
 * Gathers what the coach may say, from the services that own it, with the existing subjects: one
 * parallel fan-out per question (never one request per unit or exercise), cached briefly per asker.
 * A visitor gets the public facts only; the member is the one the gateway took from the session.
 */
@Injectable()
export class FactsService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: FactsCache,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async factsFor(requestId: string, member: Member | null, country: string | null): Promise<CoachFacts> {
    // The country is part of a member's key too: the price is quoted in the currency the checkout
    // would charge from where the member asks, as it is for a visitor.
    const key = member
      ? `member:${member.userId}:${member.timezone}:${country ?? 'none'}`
      : `visitor:${country ?? 'none'}`;
    const cached = await this.cache.get(key);
    if (cached) return cached;
    const facts = member
      ? await this.memberFacts(requestId, member, country)
      : await this.visitorFacts(requestId, country);
    await this.cache.set(key, facts);
    return facts;
  }

  /** Asks, and answers null instead of failing: the coach still answers what it knows. */
  private ask<T>(requestId: string, subject: string, payload: unknown): Promise<T | null> {
    return this.rpc.request<T>(subject, payload, { requestId }).catch((error: unknown) => {
      this.logger.warn({ reqId: requestId, subject, err: (error as Error).message }, 'coach fact unavailable');
      return null;
    });
  }

  private async visitorFacts(requestId: string, country: string | null): Promise<CoachFacts> {
    const [nextEdition, price] = await Promise.all([
      this.ask<EditionDto>(requestId, ChallengeSubjects.nextEdition, {}),
      this.ask<PriceQuote>(requestId, BillingSubjects.quotePrice, { country }),
    ]);
    return {
      isMember: false,
      access: null,
      day: null,
      edition: null,
      daysUntilStart: null,
      today: null,
      ahead: [],
      weekday: null,
      streak: null,
      progress: null,
      nutrition: null,
      nextEdition,
      price: price && this.priceFacts(price),
      timezone: null,
      renewal: null,
    };
  }

  private async memberFacts(requestId: string, member: Member, country: string | null): Promise<CoachFacts> {
    const [day, units, plan, price, subscription] = await Promise.all([
      this.ask<ChallengeDayDto>(requestId, ChallengeSubjects.challengeDay, { member }),
      // The list's summary: the coach names no exercise's long texts (its technique cards are its own).
      this.ask<WorkoutUnitSummaryDto[]>(requestId, ChallengeSubjects.units, { member, summary: true }),
      // Kept by e-mail: someone else's until the member proved the address is theirs.
      member.emailVerified
        ? this.ask<NutritionPlan | null>(requestId, ChallengeSubjects.nutritionPlan, { email: member.email })
        : null,
      this.ask<PriceQuote>(requestId, BillingSubjects.quotePrice, { country }),
      // Billing knows the subscription by e-mail: the member's only once they proved the address.
      member.emailVerified
        ? this.ask<SubscriptionStatus>(requestId, BillingSubjects.subscriptionStatus, { email: member.email })
        : null,
    ]);
    const access = day?.access ?? null;
    const running = access?.status === 'active';
    const dayNumber = running ? (day?.dayOfChallenge ?? null) : null;
    const unitOn = (order: number | null) => (order === null ? undefined : units?.find((unit) => unit.order === order));
    return {
      isMember: true,
      access: access?.status ?? null,
      day: dayNumber,
      edition: access?.edition ?? null,
      daysUntilStart: access?.daysUntilStart ?? null,
      today: running ? (unitFacts(unitOn(dayNumber)) ?? unitFacts(day?.todaysWorkout)) : null,
      ahead: running && dayNumber !== null ? DAYS_AHEAD.map((after) => unitFacts(unitOn(dayNumber + after))) : [],
      weekday: day ? weekdayOf(day.currentDate) : null,
      streak: day?.streak ?? null,
      progress: day?.progress ?? null,
      nutrition: plan
        ? {
            dailyCalories: plan.dailyCalories,
            protein: Math.round(plan.macros.protein),
            carbs: Math.round(plan.macros.carbs),
            fat: Math.round(plan.macros.fat),
          }
        : null,
      nextEdition: access?.nextEdition ?? null,
      price: price && this.priceFacts(price),
      timezone: member.timezone,
      renewal: subscription
        ? {
            hasSubscription: subscription.hasSubscription,
            cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
            periodEnd: subscription.currentPeriodEnd,
          }
        : member.emailVerified
          ? null
          : { hasSubscription: false, cancelAtPeriodEnd: false, periodEnd: null },
    };
  }

  private priceFacts(quote: PriceQuote): CoachFacts['price'] {
    return { amount: quote.amount, currency: quote.currency, symbol: quote.symbol, guaranteeDays: quote.guaranteeDays };
  }
}
