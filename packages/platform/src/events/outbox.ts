import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import { preparedStatement } from '../database.js';
import { OutboxEntity } from '../outbox/outbox.entity.js';
import type { EventBus } from './event-bus.js';
import {
  OUTBOX_BATCH,
  OUTBOX_KEEP_PUBLISHED_MS,
  OUTBOX_LISTEN_RETRY_MS,
  OUTBOX_POLL_MS,
  OUTBOX_PRUNE_BATCH,
  OUTBOX_PRUNE_BATCHES,
  OUTBOX_PRUNE_EVERY_MS,
} from './events.constants.js';

/** The channel an outbox's appends are announced on (PostgreSQL NOTIFY): its table's path, e.g. `billing.outbox`. */
export const outboxChannel = (tablePath: string): string => tablePath;

/**
 * Records an event in the same transaction as the change it reports, and announces it to the relay
 * (`pg_notify`: PostgreSQL delivers it at the commit, and never for a rolled-back transaction), which
 * publishes it at once instead of at its next poll; `msgId` makes every re-publication the same message.
 */
export async function appendToOutbox(
  manager: EntityManager,
  subject: string,
  payload: unknown,
  msgId = randomUUID(),
): Promise<string> {
  await manager.insert(OutboxEntity, { subject, payload: payload as object, msgId });
  await manager.query(`SELECT pg_notify($1, '')`, [
    outboxChannel(manager.connection.getMetadata(OutboxEntity).tablePath),
  ]);
  return msgId;
}

/**
 * One statement (so one round trip, atomic without a transaction of its own) for a batch of changes
 * each with its event: `change.sql`, common table expressions over its parameters $1…$n ending with
 * one named `changed` of a column `ord`, the 1-based position in `payloads` of each item it changed
 * (a data-modifying statement with RETURNING, joined back to its input); the event of each changed
 * item is appended to the outbox in `ord` order and the relay told once, as {@link appendToOutbox}
 * does. Whether each item changed, in `payloads`' order. For writes that are the whole of their
 * transaction (completions, recorded once): no BEGIN, no COMMIT, no row without its event and no
 * event without its row, and one commit for the batch. Prepared as `change.name` (see
 * {@link preparedStatement}).
 */
export async function changeAndAppendEach(
  dataSource: DataSource,
  change: { name: string; sql: string; params: unknown[] },
  subject: string,
  payloads: unknown[],
): Promise<boolean[]> {
  const table = dataSource.getMetadata(OutboxEntity).tablePath;
  const [row] = (await dataSource.query(changeAndAppendEachStatement(table, change), [
    ...change.params,
    subject,
    payloads.map((payload) => JSON.stringify(payload)),
    payloads.map(() => randomUUID()),
    outboxChannel(table),
  ])) as Array<{ changed: number[] }>;
  const changed = new Set(row?.changed ?? []);
  return payloads.map((_, index) => changed.has(index + 1));
}

/**
 * The statement {@link changeAndAppendEach} runs for `change` on the outbox `table`: the change's
 * parameters, then the subject, the payloads (jsonb), their message ids and the relay's channel.
 */
export function changeAndAppendEachStatement(
  table: string,
  change: { name: string; sql: string; params: unknown[] },
): string {
  const n = change.params.length;
  return preparedStatement(
    change.name,
    `WITH ${change.sql},
          appended AS (
            INSERT INTO ${table} (subject, payload, msg_id)
            SELECT $${n + 1}, event.payload, event.msg_id
              FROM unnest($${n + 2}::jsonb[], $${n + 3}::uuid[]) WITH ORDINALITY AS event(payload, msg_id, ord)
             WHERE event.ord IN (SELECT ord FROM changed)
             ORDER BY event.ord
            RETURNING id
          )
     SELECT coalesce((SELECT array_agg(ord::int) FROM changed), '{}') AS changed,
            (SELECT count(pg_notify($${n + 4}, '')) FROM (SELECT 1 FROM appended LIMIT 1) AS one) AS announced`,
  );
}

/** Whether anything waits in the outbox (prepared: the relay asks it four times a second). */
const anyPending = (table: string) =>
  preparedStatement(`outbox-any-pending:${table}`, `SELECT 1 FROM ${table} WHERE published_at IS NULL LIMIT 1`);

/** The relay's next batch, taken and marked published (prepared: under load it runs once a batch); `$1` its size. */
export const outboxTakeBatchStatement = (table: string): string =>
  preparedStatement(
    `outbox-take:${table}`,
    `WITH taken AS (
       UPDATE ${table} SET published_at = clock_timestamp()
        WHERE id IN (SELECT id FROM ${table} WHERE published_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id, subject, payload, msg_id, attempts
     )
     SELECT * FROM taken ORDER BY id`,
  );

/**
 * Deletes the published rows older than `$3` seconds among the `$2` oldest after id `$1` (the rows
 * before it were deleted already: the scan starts past them, however many dead entries vacuum has
 * not removed yet). A row not yet published (a failed one waiting for its turn, one being published
 * now) is never deleted. `pruned`: how many went; `after`: where the next run starts, just before the
 * first row it had to keep (or past the last it looked at, all of them deleted).
 */
export const outboxPruneStatement = (table: string): string =>
  preparedStatement(
    `outbox-prune:${table}`,
    `WITH oldest AS (
       SELECT id, coalesce(published_at < clock_timestamp() - make_interval(secs => $3), false) AS old
         FROM ${table} WHERE id > $1 ORDER BY id LIMIT $2
     ),
     pruned AS (DELETE FROM ${table} WHERE id IN (SELECT id FROM oldest WHERE old) RETURNING id)
     SELECT (SELECT count(*) FROM pruned)::int AS pruned,
            coalesce((SELECT min(id) - 1 FROM oldest WHERE NOT old), (SELECT max(id) FROM oldest), $1)::text AS after`,
  );

/**
 * Publishes committed outbox rows to JetStream, in order; replicas share the work (SKIP LOCKED). It
 * drains when an append is announced (LISTEN on its own connection: outbox to delivery in a few
 * milliseconds, where a poll of 250 ms alone made the p99 ~250 ms) and polls every `pollMs` as well,
 * for what an announcement missed (the listening connection lost, a row left by a failed publish).
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private pruneTimer?: NodeJS.Timeout;
  private pruning?: Promise<number>;
  /** The rows up to this id are deleted (where the next prune starts). */
  private prunedUpTo = '0';
  private draining?: Promise<number>;
  private stopped = false;
  /** An announcement came while a drain ran: that drain may have read before the row was committed. */
  private wokenWhileDraining = false;
  private listener?: pg.Client;
  private readonly pollMs: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly logger: Logger,
    { pollMs = OUTBOX_POLL_MS }: { pollMs?: number } = {},
  ) {
    this.pollMs = pollMs;
  }

  start(): void {
    this.stopped = false;
    const tick = async () => {
      await this.drain().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'outbox relay: publishing failed, will retry'),
      );
      // Stopped during that drain: no next tick (it would poll a closed database and keep the process alive).
      if (!this.stopped) this.timer = setTimeout(tick, this.pollMs);
    };
    this.timer = setTimeout(tick, 0);
    this.pruneTimer = setInterval(() => {
      this.prune().catch((error: unknown) => this.logger.warn({ err: error }, 'outbox relay: pruning failed'));
    }, OUTBOX_PRUNE_EVERY_MS);
    this.pruneTimer.unref();
    void this.listen();
  }

  /** Publishes what is pending now; returns how many events went out. */
  drain(announced = false): Promise<number> {
    this.draining ??= this.publishPending(announced).finally(() => {
      this.draining = undefined;
      if (this.wokenWhileDraining) {
        this.wokenWhileDraining = false;
        this.wake();
      }
    });
    return this.draining;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.pruneTimer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    await this.draining?.catch(() => undefined);
    await this.pruning?.catch(() => undefined);
  }

  /**
   * Deletes the rows published more than OUTBOX_KEEP_PUBLISHED_MS ago, the oldest first, a batch a
   * statement, until none is left (or OUTBOX_PRUNE_BATCHES have gone, or the relay stops); how many. Replicas may prune together: a row
   * two of them delete goes once.
   */
  prune(): Promise<number> {
    this.pruning ??= this.pruneOld().finally(() => {
      this.pruning = undefined;
    });
    return this.pruning;
  }

  private async pruneOld(): Promise<number> {
    const statement = outboxPruneStatement(this.dataSource.getMetadata(OutboxEntity).tablePath);
    let total = 0;
    for (let batch = 1; ; batch += 1) {
      const [row] = (await this.dataSource.query(statement, [
        this.prunedUpTo,
        OUTBOX_PRUNE_BATCH,
        OUTBOX_KEEP_PUBLISHED_MS / 1000,
      ])) as Array<{ pruned: number; after: string }>;
      total += row!.pruned;
      this.prunedUpTo = row!.after;
      if (row!.pruned < OUTBOX_PRUNE_BATCH || batch === OUTBOX_PRUNE_BATCHES || this.stopped) return total;
    }
  }

  /** Whether appends' announcements reach it (else it polls only). */
  get listening(): boolean {
    return this.listener !== undefined;
  }

  /** An append was committed: drain now (once more after the drain running, if one is). */
  private wake(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.wokenWhileDraining = true;
      return;
    }
    this.drain(true).catch((error: unknown) =>
      this.logger.warn({ err: error }, 'outbox relay: publishing failed, will retry'),
    );
  }

  /** LISTENs on a connection of its own for the appends' announcements; lost, it connects again (the poll covers the gap). */
  private async listen(): Promise<void> {
    const url = (this.dataSource.options as { url?: string }).url;
    if (!url || this.stopped) return;
    const client = new pg.Client({ connectionString: url, application_name: 'outbox-relay' });
    let lost = false;
    // Once per connection: ending a broken client may report its error again.
    const retry = (error: unknown) => {
      if (lost) return;
      lost = true;
      if (this.listener === client) this.listener = undefined;
      client.end().catch(() => undefined);
      if (this.stopped) return;
      this.logger.warn({ err: error }, 'outbox relay: not listening for appends, polling meanwhile');
      setTimeout(() => void this.listen(), OUTBOX_LISTEN_RETRY_MS).unref();
    };
    client.on('error', retry);
    client.on('end', () => retry(new Error('the listening connection ended')));
    client.on('notification', () => this.wake());
    try {
      await client.connect();
      const channel = outboxChannel(this.dataSource.getMetadata(OutboxEntity).tablePath);
      await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      if (this.stopped) {
        await client.end();
        return;
      }
      this.listener = client;
      // What was committed between the first poll and the LISTEN.
      this.wake();
    } catch (error) {
      retry(error);
    }
  }

  /** How many committed events still wait to be published (the relay's backlog). */
  async unpublished(): Promise<number> {
    const table = this.dataSource.getMetadata(OutboxEntity).tablePath;
    const [row] = await this.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE published_at IS NULL`);
    return row.n as number;
  }

  private async publishPending(announced: boolean): Promise<number> {
    const table = this.dataSource.getMetadata(OutboxEntity).tablePath;
    // Most polls find nothing: one light statement says so, without a transaction and its locks
    // (an announcement says there is something).
    if (!announced) {
      const pending: unknown[] = await this.dataSource.query(anyPending(table));
      if (pending.length === 0) return 0;
    }
    return this.dataSource.transaction(async (manager) => {
      // The batch taken and marked published in one statement (plain rows, no entity hydration);
      // what does not go out is unmarked before the commit, so only what went out stays marked.
      const rows = (
        (await manager.query(outboxTakeBatchStatement(table), [OUTBOX_BATCH])) as Array<{
          id: string;
          subject: string;
          payload: unknown;
          msg_id: string;
          attempts: number;
        }>
      ).map((row) => ({
        id: row.id,
        subject: row.subject,
        payload: row.payload,
        msgId: row.msg_id,
        attempts: row.attempts,
      }));
      // A row that failed before goes out alone until it does (the rows after it wait behind it);
      // otherwise the whole batch is sent at once, in order, and the acknowledgements awaited
      // together: one round trip a batch, not one a row (under load the relay fell behind).
      const sent = rows[0] && rows[0].attempts > 0 ? rows.slice(0, 1) : rows;
      const results = await this.bus.publishInOrder(sent);
      // What went out is the run before the first failure; a row after it that JetStream took is
      // sent again later with its Nats-Msg-Id (stored once, and applied once by every consumer).
      const failed = results.findIndex((result) => result.status === 'rejected');
      const published = failed === -1 ? sent.length : failed;
      const failure = failed === -1 ? undefined : (results[failed] as PromiseRejectedResult).reason;
      const stuck = failure === undefined ? undefined : rows[published];
      // The rest keep their places; the row that failed counts its attempts (events leave in order,
      // and a row that can never go out shows in the logs and in SQL).
      if (published < rows.length)
        await manager.query(
          `UPDATE ${table} SET published_at = NULL, attempts = attempts + COALESCE(id = $2::bigint, false)::int WHERE id = ANY($1::bigint[])`,
          [rows.slice(published).map((row) => row.id), stuck?.id ?? null],
        );
      if (stuck)
        this.logger.warn(
          { err: failure, subject: stuck.subject, msgId: stuck.msgId, attempts: stuck.attempts + 1 },
          'outbox relay: an event could not be published; it is tried again',
        );
      return published;
    });
  }
}
