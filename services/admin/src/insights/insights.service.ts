import { Injectable } from '@nestjs/common';
import {
  AT_RISK_MISSED_DAYS,
  editionByNumber,
  runningEdition,
  SATISFACTION_EDITIONS,
  type PublicSatisfactionDto,
  HEATMAP_MAX_MEMBERS,
  PROGRAMME_DAYS,
  PROGRAMME_REST_DAYS,
  AT_RISK_MAX_MEMBERS,
  type InsightsAtRiskDto,
  type InsightsDto,
  type InsightsQuery,
} from '@reto/contracts';
import { Clock, type Tx } from '@reto/platform';
import type { InsightsFeed } from './insights-feeds.js';
import { InsightsRepository, type MemberDaysRow } from './insights.repository.js';

const DAY_MS = 86_400_000;
const REST_DAYS = new Set(PROGRAMME_REST_DAYS);

/** The trainer's "Resultados" of an edition, read from the admin service's own read model. */
@Injectable()
export class InsightsService {
  constructor(
    private readonly repository: InsightsRepository,
    private readonly clock: Clock,
  ) {}

  /** Applies events of one feed to the read model (the live consumer's one, a rebuild's batch). */
  apply(feed: InsightsFeed, tx: Tx, events: unknown[]): Promise<void> {
    return feed.apply(this.repository, tx, events);
  }

  async get({ edition }: InsightsQuery): Promise<InsightsDto> {
    const today = this.editionDay(edition);
    const [
      visits,
      checkoutsStarted,
      payments,
      training,
      heatmap,
      behind,
      refundReasons,
      satisfaction,
      cancelled,
      reminders,
      reviews,
    ] = await Promise.all([
      this.repository.visits(edition),
      this.repository.checkoutsStarted(edition),
      this.repository.payments(edition),
      this.repository.training(edition),
      this.repository.memberDays(edition, HEATMAP_MAX_MEMBERS),
      this.behind(edition, today),
      this.repository.refundReasons(edition),
      this.repository.satisfaction(edition, edition),
      this.repository.cancelled(edition),
      this.repository.remindersPerDay(edition),
      this.repository.reviews(edition),
    ]);
    const { purchases, money } = payments;
    return {
      edition,
      funnel: {
        visits,
        checkoutsStarted,
        paid: purchases.paid,
        refunded: purchases.refunded,
        disputed: purchases.disputed,
        activeDay1: training.activeDay1,
        completedAll: training.completedAll,
        renewed: purchases.renewed,
        cancelled,
      },
      satisfaction,
      reviews,
      completionsPerDay: training.perDay,
      remindersPerDay: reminders,
      members: training.members,
      heatmap,
      atRisk: behind.members.map((member) => atRisk(member, today)),
      atRiskCount: behind.total,
      money,
      refundReasons,
    };
  }

  /**
   * The members who missed the last AT_RISK_MISSED_DAYS training days up to yesterday (none while
   * the edition has had fewer), the longest behind first: enrolled members who never trained too.
   */
  private behind(edition: number, today: number): Promise<{ members: MemberDaysRow[]; total: number }> {
    const lastTrainingDays: number[] = [];
    for (let day = today - 1; day >= 1 && lastTrainingDays.length < AT_RISK_MISSED_DAYS; day -= 1) {
      if (!REST_DAYS.has(day)) lastTrainingDays.push(day);
    }
    if (lastTrainingDays.length < AT_RISK_MISSED_DAYS) return Promise.resolve({ members: [], total: 0 });
    const missedMask = lastTrainingDays.reduce((mask, day) => mask | (1 << (day - 1)), 0);
    return this.repository.behind(edition, missedMask, AT_RISK_MAX_MEMBERS);
  }

  /** The check-in's counts over the last SATISFACTION_EDITIONS editions that ended (the landing's figure). */
  async publicSatisfaction(): Promise<PublicSatisfactionDto> {
    const to = runningEdition(this.clock.now().toISOString().slice(0, 10)).number - 1;
    const from = Math.max(1, to - SATISFACTION_EDITIONS + 1);
    return { from, to, ...(await this.repository.satisfaction(from, to)) };
  }

  /** Today's day of the edition (UTC): 0 before it starts, PROGRAMME_DAYS + 1 once it ended. */
  private editionDay(edition: number): number {
    const start = Date.parse(`${editionByNumber(edition).startDate}T00:00:00Z`);
    const day = Math.floor((this.clock.now().getTime() - start) / DAY_MS) + 1;
    return Math.min(Math.max(day, 0), PROGRAMME_DAYS + 1);
  }
}

/** How far behind a member is: the training days missed in a row up to yesterday, and their last completed day. */
function atRisk(member: MemberDaysRow, today: number): InsightsAtRiskDto {
  const done = new Set(member.days);
  let missed = 0;
  for (let day = today - 1; day >= 1; day -= 1) {
    if (REST_DAYS.has(day)) continue;
    if (done.has(day)) break;
    missed += 1;
  }
  return { userId: member.userId, missedInARow: missed, lastCompletedDay: member.days.at(-1) ?? null };
}
