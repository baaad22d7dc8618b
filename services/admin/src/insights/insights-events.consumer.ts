import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventConsumers, type EventHandler } from '@reto/platform';
import type { z } from 'zod';
import { INSIGHTS_FEEDS } from './insights-feeds.js';
import { InsightsService } from './insights.service.js';

/** The most events of one feed applied in one transaction. */
const INSIGHTS_LIVE_BATCH = 256;
/** How long the events that come after one wait to go in its transaction ("Resultados" may lag that much). */
const INSIGHTS_LIVE_BATCH_WAIT_MS = 100;

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
        // The events waiting, in one transaction and one set-based write (the one a rebuild's batch takes).
        batch: INSIGHTS_LIVE_BATCH,
        batchWaitMs: INSIGHTS_LIVE_BATCH_WAIT_MS,
        applyBatch: (events, tx) =>
          this.insights.apply(
            feed,
            tx,
            events.map((e) => e.event),
          ),
      })),
    );
  }
}
