import { Injectable } from '@nestjs/common';
import type { InsightsRebuildDto } from '@reto/contracts';
import { EventBus } from '@reto/platform';
import { INSIGHTS_FEEDS, INSIGHTS_REBUILD_DURABLES, type InsightsFold } from './insights-feeds.js';
import { InsightsRepository } from './insights.repository.js';

/** One message of a stream's history, as the bus hands a batch of them over. */
type JsMsg = Parameters<Parameters<EventBus['replayStream']>[2]>[0][number];

const FEED_OF_SUBJECT = new Map(INSIGHTS_FEEDS.map((feed) => [feed.subject, feed]));
/** How many events a rebuild reads at a time (each batch's events of one feed: one set-based write). */
const REBUILD_BATCH = 2000;
/** A rebuild reports its progress every this many events read. */
const PROGRESS_EVERY = 100_000;

export interface InsightsRebuildOptions {
  /** Events read at a time: each write of the pass handles at most this many. */
  batchSize?: number;
  /** Told each step as one line of text (the operator's command prints them). */
  progress?: (line: string) => void;
}

/**
 * Rebuilds the read model from the streams' history: emptied and refilled in one transaction, so
 * the live consumer (waiting on the tables meanwhile) lands on the same figures: the version, the
 * key or the bits decide, not the order. Each publisher's stream is read once, in batches; each
 * batch's events of a feed are one set-based write, and a feed that touches the same rows again and
 * again (completions) is folded in memory and written at the end in slices: every statement handles
 * a bounded number of rows, so each stays within the service's statement timeout at any size.
 * Answers how many of the read model's events it replayed.
 */
@Injectable()
export class InsightsRebuildService {
  constructor(
    private readonly bus: EventBus,
    private readonly repository: InsightsRepository,
  ) {}

  run({
    batchSize = REBUILD_BATCH,
    progress = () => undefined,
  }: InsightsRebuildOptions = {}): Promise<InsightsRebuildDto> {
    return this.repository.inTransaction(async (tx) => {
      await this.repository.clear(tx);
      const folds = new Map<string, InsightsFold<unknown>>();
      let events = 0;
      for (const [publisher, durable] of Object.entries(INSIGHTS_REBUILD_DURABLES)) {
        let read = 0;
        const handle = async (messages: JsMsg[]) => {
          const bySubject = new Map<string, JsMsg[]>();
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
            if (!feed.rebuild) {
              await feed.apply(this.repository, tx, accepted);
              continue;
            }
            let fold = folds.get(subject);
            if (!fold) folds.set(subject, (fold = feed.rebuild()));
            fold.add(accepted);
          }
          const before = read;
          read += messages.length;
          if (Math.floor(read / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY)) {
            progress(`${publisher}: ${read} event(s) read`);
          }
        };
        await this.bus.replayStream(publisher as keyof typeof INSIGHTS_REBUILD_DURABLES, durable, handle, batchSize);
        progress(`${publisher}: ${read} event(s) read, the whole stream`);
      }
      for (const fold of folds.values()) await fold.write(this.repository, tx, progress);
      return { events };
    });
  }
}
