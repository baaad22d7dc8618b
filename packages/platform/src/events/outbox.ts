import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import { OutboxEntity } from '../outbox/outbox.entity.js';
import type { EventBus } from './event-bus.js';
import { OUTBOX_BATCH, OUTBOX_POLL_MS } from './events.constants.js';

/**
 * Records an event in the same transaction as the change it reports. The relay publishes it after
 * the commit; `msgId` makes every re-publication of it the same message.
 */
export async function appendToOutbox(
  manager: EntityManager,
  subject: string,
  payload: unknown,
  msgId = randomUUID(),
): Promise<string> {
  await manager.insert(OutboxEntity, { subject, payload: payload as object, msgId });
  return msgId;
}

/** Publishes committed outbox rows to JetStream, in order; replicas share the work (SKIP LOCKED). */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private draining?: Promise<number>;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.stopped = false;
    const tick = async () => {
      await this.drain().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'outbox relay: publishing failed, will retry'),
      );
      // Stopped during that drain: no next tick (it would poll a closed database and keep the process alive).
      if (!this.stopped) this.timer = setTimeout(tick, OUTBOX_POLL_MS);
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Publishes what is pending now; returns how many events went out. */
  drain(): Promise<number> {
    this.draining ??= this.publishPending().finally(() => (this.draining = undefined));
    return this.draining;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.draining?.catch(() => undefined);
  }

  /** How many committed events still wait to be published (the relay's backlog). */
  async unpublished(): Promise<number> {
    const table = this.dataSource.getMetadata(OutboxEntity).tablePath;
    const [row] = await this.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE published_at IS NULL`);
    return row.n as number;
  }

  private async publishPending(): Promise<number> {
    // Most ticks find nothing: one light statement says so, without a transaction and its locks.
    const table = this.dataSource.getMetadata(OutboxEntity).tablePath;
    const pending: unknown[] = await this.dataSource.query(`SELECT 1 FROM ${table} WHERE published_at IS NULL LIMIT 1`);
    if (pending.length === 0) return 0;
    return this.dataSource.transaction(async (manager) => {
      const rows = await manager
        .createQueryBuilder(OutboxEntity, 'outbox')
        .where('outbox.publishedAt IS NULL')
        .orderBy('outbox.id')
        .limit(OUTBOX_BATCH)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      let published = 0;
      let failure: unknown;
      for (const row of rows) {
        try {
          await this.bus.publish(row.subject, row.payload, row.msgId);
          published += 1;
        } catch (error) {
          failure = error;
          break;
        }
      }
      if (published > 0) {
        await manager.update(
          OutboxEntity,
          rows.slice(0, published).map((row) => row.id),
          { publishedAt: new Date() },
        );
      }
      const stuck = rows[published];
      if (failure !== undefined && stuck) {
        // What went out stays marked; the row that failed keeps its place (events leave in order)
        // and counts its attempts, so a row that can never go out shows in the logs and in SQL.
        await manager.increment(OutboxEntity, { id: stuck.id }, 'attempts', 1);
        this.logger.warn(
          { err: failure, subject: stuck.subject, msgId: stuck.msgId, attempts: stuck.attempts + 1 },
          'outbox relay: an event could not be published; it is tried again',
        );
      }
      return published;
    });
  }
}
