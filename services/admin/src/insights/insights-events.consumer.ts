import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventConsumers, type EventHandler } from '@reto/platform';
import type { z } from 'zod';
import { INSIGHTS_FEEDS } from './insights-feeds.js';
import { InsightsService } from './insights.service.js';

export {
  INSIGHTS_CHECKOUTS_DURABLE,
  INSIGHTS_COMPLETIONS_DURABLE,
  INSIGHTS_ENROLMENTS_DURABLE,
  INSIGHTS_PAYMENTS_DURABLE,
  INSIGHTS_REMINDERS_DURABLE,
  INSIGHTS_RENEWALS_DURABLE,
  INSIGHTS_REVIEWS_DURABLE,
  INSIGHTS_SURVEY_DURABLE,
  INSIGHTS_VISITS_DURABLE,
} from './insights-feeds.js';

/** Keeps the read model current from the live streams (each event once; the version, the key or the bits guard replays too). */
@Injectable()
export class InsightsEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly insights: InsightsService,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.start(
      INSIGHTS_FEEDS.map((feed): EventHandler<z.ZodType> => ({
        durable: feed.durable,
        subject: feed.subject,
        schema: feed.schema,
        apply: (event, _manager, meta) => this.insights.apply(feed, meta.tx, [event]),
      })),
    );
  }
}
