import type { JsMsg } from '@nats-io/jetstream';
import type { z } from 'zod';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import { runInTransaction, type Tx } from '../transactions/transaction.js';
import type { EventBus } from './event-bus.js';
import { ProcessedEventEntity } from './processed-event.entity.js';

export interface EventHandler<S extends z.ZodType> {
  durable: string;
  subject: string;
  schema: S;
  /**
   * Applies the event inside the transaction that also records it as processed; `meta.tx` is the
   * same transaction with its after-commit hooks (for caches to drop once the change is visible).
   */
  apply(event: z.output<S>, manager: EntityManager, meta: { msgId: string; subject: string; tx: Tx }): Promise<void>;
  /**
   * Up to this many waiting deliveries applied in one transaction (with one processed_events
   * statement); each applied once, in delivery order. Unset: one transaction an event.
   */
  batch?: number;
  /** How long a batch waits for more deliveries after its first (see the bus's `batchWaitMs`; default 0). */
  batchWaitMs?: number;
  /** Applies a batch's new events at once (one statement for all, where the change allows); else each by `apply`. */
  applyBatch?(events: Array<EventOf<S>>, tx: Tx): Promise<void>;
}

/** An event of a batch with its message id and subject. */
export interface EventOf<S extends z.ZodType> {
  event: z.output<S>;
  msgId: string;
  subject: string;
}

/**
 * Applies one event exactly once for `handler`: the change and the processed_events row commit
 * together, so a redelivered event finds its row and changes nothing. Returns false for a repeat.
 */
export async function applyOnce<S extends z.ZodType>(
  dataSource: DataSource,
  handler: EventHandler<S>,
  event: z.output<S>,
  meta: { msgId: string; subject: string },
): Promise<boolean> {
  return runInTransaction(dataSource, async (tx) => {
    const { manager } = tx;
    const recorded = await manager
      .createQueryBuilder()
      .insert()
      .into(ProcessedEventEntity)
      .values({ consumer: handler.durable, msgId: meta.msgId, subject: meta.subject })
      .orIgnore()
      .execute();
    if ((recorded.raw as unknown[]).length === 0) return false;
    await handler.apply(event, manager, { ...meta, tx });
    return true;
  });
}

/**
 * Applies a batch of events exactly once for `handler`, in one transaction: one statement records
 * every message id not yet processed, and only those events are applied (in their order, a message
 * id twice in the batch once), so a redelivered batch, or an event in it, changes nothing again.
 * Returns how many were applied.
 */
export async function applyBatchOnce<S extends z.ZodType>(
  dataSource: DataSource,
  handler: EventHandler<S>,
  events: ReadonlyArray<EventOf<S>>,
): Promise<number> {
  if (events.length === 0) return 0;
  return runInTransaction(dataSource, async (tx) => {
    const table = tx.manager.connection.getMetadata(ProcessedEventEntity).tablePath;
    const recorded: Array<{ msg_id: string }> = await tx.manager.query(
      `INSERT INTO ${table} (consumer, msg_id, subject)
       SELECT $1, msg_id, subject FROM unnest($2::text[], $3::text[]) AS e(msg_id, subject)
       ON CONFLICT DO NOTHING RETURNING msg_id`,
      [handler.durable, events.map((e) => e.msgId), events.map((e) => e.subject)],
    );
    const fresh = new Set(recorded.map((row) => row.msg_id));
    const taken = events.filter((e) => fresh.delete(e.msgId));
    if (taken.length === 0) return 0;
    if (handler.applyBatch) await handler.applyBatch(taken, tx);
    else for (const e of taken) await handler.apply(e.event, tx.manager, { msgId: e.msgId, subject: e.subject, tx });
    return taken.length;
  });
}

/**
 * Subscribes `handler` to its subjects on JetStream; each delivery is applied once (applyOnce), and
 * an event that fails its contract schema is logged and dropped (it would fail forever).
 */
export async function consumeExactlyOnce<S extends z.ZodType>(
  bus: EventBus,
  dataSource: DataSource,
  logger: Logger,
  handler: EventHandler<S>,
  subjectPrefix: string,
): Promise<void> {
  /** The delivery's event, or undefined when it fails its contract (logged; it would fail forever). */
  const eventOf = (message: JsMsg): EventOf<S> | undefined => {
    const subject = message.subject.slice(subjectPrefix.length);
    const msgId = message.headers?.get('Nats-Msg-Id') || `${message.info.stream}:${message.seq}`;
    const parsed = handler.schema.safeParse(message.json());
    if (parsed.success) return { event: parsed.data, msgId, subject };
    logger.error({ subject, msgId, issues: parsed.error.issues }, 'event refused by its contract; dropped');
    return undefined;
  };
  await bus.subscribe({
    durable: handler.durable,
    subject: handler.subject,
    handle: async (message: JsMsg) => {
      const e = eventOf(message);
      if (e) await applyOnce(dataSource, handler, e.event, { msgId: e.msgId, subject: e.subject });
    },
    batch: handler.batch,
    batchWaitMs: handler.batchWaitMs,
    handleBatch: async (messages: JsMsg[]) => {
      await applyBatchOnce(
        dataSource,
        handler,
        messages.map(eventOf).filter((e): e is EventOf<S> => e !== undefined),
      );
    },
  });
}

/**
 * Starts a service's exactly-once consumers: each handler's durable JetStream consumer, applied
 * with applyOnce on the service's own database. Provided by the service kit, so a consumer class
 * holds only its handlers and the use cases they call.
 */
export class EventConsumers {
  constructor(
    private readonly bus: EventBus,
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
    private readonly subjectPrefix: string,
  ) {}

  async start(handlers: ReadonlyArray<EventHandler<z.ZodType>>): Promise<void> {
    for (const handler of handlers) {
      await consumeExactlyOnce(this.bus, this.dataSource, this.logger, handler, this.subjectPrefix);
    }
  }
}
