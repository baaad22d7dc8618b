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
  await bus.subscribe({
    durable: handler.durable,
    subject: handler.subject,
    handle: async (message: JsMsg) => {
      const subject = message.subject.slice(subjectPrefix.length);
      const msgId = message.headers?.get('Nats-Msg-Id') || `${message.info.stream}:${message.seq}`;
      const parsed = handler.schema.safeParse(message.json());
      if (!parsed.success) {
        logger.error({ subject, msgId, issues: parsed.error.issues }, 'event refused by its contract; dropped');
        return;
      }
      await applyOnce(dataSource, handler, parsed.data, { msgId, subject });
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
