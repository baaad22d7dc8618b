import { Injectable } from '@nestjs/common';
import {
  BillingSubjects,
  ChallengeSubjects,
  ExerciseCompletedEventSchema,
  GatewaySubjects,
  SurveyAnsweredEventSchema,
  LandingVisitedEventSchema,
  PaymentStateEventSchema,
  type InsightsRebuildDto,
} from '@reto/contracts';
import { EventBus } from '@reto/platform';
import { InsightsRepository } from './insights.repository.js';

/** The one-pass durable consumers a rebuild reads the payment and visit histories through. */
export const INSIGHTS_REBUILD_DURABLE = 'insights-rebuild';
export const INSIGHTS_REBUILD_VISITS_DURABLE = 'insights-rebuild-visits';
export const INSIGHTS_REBUILD_COMPLETIONS_DURABLE = 'insights-rebuild-completions';
export const INSIGHTS_REBUILD_SURVEY_DURABLE = 'insights-rebuild-survey';

/**
 * Rebuilds the read model from the streams' history: emptied and refilled in one transaction, so
 * the panel shows the old figures until the new ones are complete, and the live consumer (waiting
 * on the table meanwhile) lands on the same figures: the version decides, not the order.
 */
@Injectable()
export class InsightsRebuildService {
  constructor(
    private readonly bus: EventBus,
    private readonly repository: InsightsRepository,
  ) {}

  run(): Promise<InsightsRebuildDto> {
    return this.repository.inTransaction(async (tx) => {
      await this.repository.clear(tx);
      // An event its contract refuses is skipped here as the live consumer drops it.
      const payments = await this.bus.replay(
        BillingSubjects.events.paymentState,
        INSIGHTS_REBUILD_DURABLE,
        async (message) => {
          const parsed = PaymentStateEventSchema.safeParse(message.json());
          if (parsed.success) await this.repository.applyPaymentState(tx, parsed.data);
        },
      );
      const visits = await this.bus.replay(
        GatewaySubjects.events.landingVisited,
        INSIGHTS_REBUILD_VISITS_DURABLE,
        async (message) => {
          const parsed = LandingVisitedEventSchema.safeParse(message.json());
          if (parsed.success) await this.repository.applyVisit(tx, parsed.data);
        },
      );
      const completions = await this.bus.replay(
        ChallengeSubjects.events.exerciseCompleted,
        INSIGHTS_REBUILD_COMPLETIONS_DURABLE,
        async (message) => {
          const parsed = ExerciseCompletedEventSchema.safeParse(message.json());
          if (parsed.success) await this.repository.applyCompletion(tx, parsed.data);
        },
      );
      const answers = await this.bus.replay(
        ChallengeSubjects.events.surveyAnswered,
        INSIGHTS_REBUILD_SURVEY_DURABLE,
        async (message) => {
          const parsed = SurveyAnsweredEventSchema.safeParse(message.json());
          if (parsed.success) await this.repository.applySurveyAnswer(tx, parsed.data);
        },
      );
      return { events: payments + visits + completions + answers };
    });
  }
}
