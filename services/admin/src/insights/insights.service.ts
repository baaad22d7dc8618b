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
  type ExerciseCompletedEvent,
  type InsightsAtRiskDto,
  type InsightsDto,
  type InsightsQuery,
  type LandingVisitedEvent,
  type PaymentStateEvent,
  type SurveyAnsweredEvent,
} from '@reto/contracts';
import { Clock, type Tx } from '@reto/platform';
import { InsightsRepository, type MemberDaysRow } from './insights.repository.js';

const DAY_MS = 86_400_000;
const REST_DAYS = new Set(PROGRAMME_REST_DAYS);
const TRAINING_DAYS = PROGRAMME_DAYS - REST_DAYS.size;

/** The trainer's "Resultados" of an edition, read from the admin service's own read model. */
@Injectable()
export class InsightsService {
  constructor(
    private readonly repository: InsightsRepository,
    private readonly clock: Clock,
  ) {}

  applyPaymentState(tx: Tx, event: PaymentStateEvent): Promise<void> {
    return this.repository.applyPaymentState(tx, event);
  }

  applyVisit(tx: Tx, event: LandingVisitedEvent): Promise<void> {
    return this.repository.applyVisit(tx, event);
  }

  applyCompletion(tx: Tx, event: ExerciseCompletedEvent): Promise<void> {
    return this.repository.applyCompletion(tx, event);
  }

  applySurveyAnswer(tx: Tx, event: SurveyAnsweredEvent): Promise<void> {
    return this.repository.applySurveyAnswer(tx, event);
  }

  async get({ edition }: InsightsQuery): Promise<InsightsDto> {
    const [visits, purchases, renewed, training, memberDays, money, satisfaction] = await Promise.all([
      this.repository.visits(edition),
      this.repository.funnel(edition),
      this.repository.renewed(edition),
      this.repository.training(edition, TRAINING_DAYS),
      this.repository.memberDays(edition),
      this.repository.money(edition),
      this.repository.satisfaction(edition, edition),
    ]);
    const today = this.editionDay(edition);
    return {
      edition,
      funnel: {
        visits,
        ...purchases,
        activeDay1: training.activeDay1,
        completedAll: training.completedAll,
        renewed,
      },
      satisfaction,
      completionsPerDay: Array.from({ length: PROGRAMME_DAYS }, (_, index) => training.perDay.get(index + 1) ?? 0),
      members: training.members,
      heatmap: memberDays.slice(0, HEATMAP_MAX_MEMBERS),
      atRisk: memberDays.flatMap((member) => atRisk(member, today)),
      money,
    };
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

/** The member, when the training days up to yesterday end with AT_RISK_MISSED_DAYS or more missed in a row. */
function atRisk(member: MemberDaysRow, today: number): InsightsAtRiskDto[] {
  const done = new Set(member.days);
  let missed = 0;
  for (let day = today - 1; day >= 1; day -= 1) {
    if (REST_DAYS.has(day)) continue;
    if (done.has(day)) break;
    missed += 1;
  }
  if (missed < AT_RISK_MISSED_DAYS) return [];
  return [{ userId: member.userId, missedInARow: missed, lastCompletedDay: member.days.at(-1) ?? null }];
}
