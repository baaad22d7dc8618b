import { Injectable } from '@nestjs/common';
import type { InsightsRebuildDto } from '@reto/contracts';
import { EventBus } from '@reto/platform';
import { INSIGHTS_FEEDS } from './insights-feeds.js';
import { InsightsRepository } from './insights.repository.js';

/**
 * Rebuilds the read model from the streams' history: emptied and refilled in one transaction, so
 * the panel shows the old figures until the new ones are complete, and the live consumer (waiting
 * on the table meanwhile) lands on the same figures: the version, the key or the bits decide, not
 * the order. Each stream is read in batches, each batch one set-based write.
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
      let events = 0;
      for (const feed of INSIGHTS_FEEDS) {
        events += await this.bus.replayBatches(feed.subject, feed.rebuildDurable, async (messages) => {
          // An event its contract refuses is skipped here as the live consumer drops it.
          const accepted = messages.flatMap((message) => {
            const parsed = feed.schema.safeParse(message.json());
            return parsed.success ? [parsed.data] : [];
          });
          if (accepted.length) await feed.apply(this.repository, tx, accepted);
        });
      }
      return { events };
    });
  }
}
