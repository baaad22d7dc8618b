import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  BillingSubjects,
  ChallengeSubjects,
  ExerciseCompletedEventSchema,
  GatewaySubjects,
  LandingVisitedEventSchema,
  PaymentStateEventSchema,
  SurveyAnsweredEventSchema,
} from '@reto/contracts';
import { EventConsumers, type EventHandler } from '@reto/platform';
import { InsightsService } from './insights.service.js';

/** The durable consumer feeding the insights read model with billing's payment states. */
export const INSIGHTS_PAYMENTS_DURABLE = 'insights-from-payments';
/** The durable consumer counting the sales page's visits the gateway publishes. */
export const INSIGHTS_VISITS_DURABLE = 'insights-from-visits';
/** The durable consumer keeping the members' completions challenge publishes. */
export const INSIGHTS_COMPLETIONS_DURABLE = 'insights-from-completions';
/** The durable consumer keeping the satisfaction check-in's answers. */
export const INSIGHTS_SURVEY_DURABLE = 'insights-from-survey';

/** Keeps the read model current from the live streams (each event once; the version, or the visit's id, guards replays too). */
@Injectable()
export class InsightsEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly insights: InsightsService,
  ) {}

  private readonly payments: EventHandler<typeof PaymentStateEventSchema> = {
    durable: INSIGHTS_PAYMENTS_DURABLE,
    subject: BillingSubjects.events.paymentState,
    schema: PaymentStateEventSchema,
    apply: (event, _manager, meta) => this.insights.applyPaymentState(meta.tx, event),
  };

  private readonly visits: EventHandler<typeof LandingVisitedEventSchema> = {
    durable: INSIGHTS_VISITS_DURABLE,
    subject: GatewaySubjects.events.landingVisited,
    schema: LandingVisitedEventSchema,
    apply: (event, _manager, meta) => this.insights.applyVisit(meta.tx, event),
  };

  private readonly completions: EventHandler<typeof ExerciseCompletedEventSchema> = {
    durable: INSIGHTS_COMPLETIONS_DURABLE,
    subject: ChallengeSubjects.events.exerciseCompleted,
    schema: ExerciseCompletedEventSchema,
    apply: (event, _manager, meta) => this.insights.applyCompletion(meta.tx, event),
  };

  private readonly survey: EventHandler<typeof SurveyAnsweredEventSchema> = {
    durable: INSIGHTS_SURVEY_DURABLE,
    subject: ChallengeSubjects.events.surveyAnswered,
    schema: SurveyAnsweredEventSchema,
    apply: (event, _manager, meta) => this.insights.applySurveyAnswer(meta.tx, event),
  };

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.start([this.payments, this.visits, this.completions, this.survey]);
  }
}
