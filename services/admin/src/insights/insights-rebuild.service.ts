import { Injectable } from '@nestjs/common';
import type { InsightsRebuildDto } from '@reto/contracts';
import { EventBus } from '@reto/platform';
import { INSIGHTS_FEEDS, INSIGHTS_REBUILD_DURABLES } from './insights-feeds.js';
import { InsightsRepository } from './insights.repository.js';

const FEED_OF_SUBJECT = new Map(INSIGHTS_FEEDS.map((feed) => [feed.subject, feed]));

/**
 * Rebuilds the read model from the streams' history: emptied and refilled in one transaction, so
 * the panel shows the old figures until the new ones are complete, and the live consumer (waiting
 * on the table meanwhile) lands on the same figures: the version, the key or the bits decide, not
 * the order. Each publisher's stream is read once, in batches; each batch's events of a feed are
 * one set-based write. Answers how many of the read model's events it replayed.
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
      for (const [publisher, durable] of Object.entries(INSIGHTS_REBUILD_DURABLES)) {
        await this.bus.replayStream(publisher as keyof typeof INSIGHTS_REBUILD_DURABLES, durable, async (messages) => {
          const bySubject = new Map<string, typeof messages>();
          for (const message of messages) {
            const subject = this.bus.subjectOf(message);
            const group = bySubject.get(subject);
            if (group) group.push(message);
            else bySubject.set(subject, [message]);
          }
          for (const [subject, ofSubject] of bySubject) {
            const feed = FEED_OF_SUBJECT.get(subject);
            if (!feed) continue;
            events += ofSubject.length;
            // An event its contract refuses is skipped here as the live consumer drops it.
            const accepted = ofSubject.flatMap((message) => {
              const parsed = feed.schema.safeParse(message.json());
              return parsed.success ? [parsed.data] : [];
            });
            if (!accepted.length) continue;
            if (feed.rebuild) await feed.rebuild.stage(this.repository, tx, accepted);
            else await feed.apply(this.repository, tx, accepted);
          }
        });
      }
      for (const feed of INSIGHTS_FEEDS) await feed.rebuild?.finish(this.repository, tx);
      return { events };
    });
  }
}
