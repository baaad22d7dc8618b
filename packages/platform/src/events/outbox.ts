import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import { OutboxEntity } from '../outbox/outbox.entity.js';
import type { EventBus } from './event-bus.js';
import { OUTBOX_BATCH, OUTBOX_LISTEN_RETRY_MS, OUTBOX_POLL_MS } from './events.constants.js';

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
 * One statement (so one round trip, atomic without a transaction of its own): `change`, a data-modifying
 * statement with RETURNING (its parameters $1…$n), and, only when it returned a row, the event
 * appended to the outbox and announced to the relay, as {@link appendToOutbox} does. True when the
 * change returned a row. For a write that is the whole of its transaction (a completion recorded
 * once): no BEGIN, no COMMIT, no row without its event and no event without its row.
 */
export async function changeAndAppend(
  dataSource: DataSource,
  change: { sql: string; params: unknown[] },
  subject: string,
  payload: unknown,
  msgId = randomUUID(),
): Promise<boolean> {
  const table = dataSource.getMetadata(OutboxEntity).tablePath;
  const n = change.params.length;
  const [row] = (await dataSource.query(
    `WITH changed AS (${change.sql}),
          appended AS (
            INSERT INTO ${table} (subject, payload, msg_id)
            SELECT $${n + 1}, $${n + 2}::jsonb, $${n + 3} WHERE EXISTS (SELECT 1 FROM changed) RETURNING id
          )
     SELECT EXISTS (SELECT 1 FROM changed) AS changed, (SELECT count(pg_notify($${n + 4}, '')) FROM appended) AS announced`,
    [...change.params, subject, JSON.stringify(payload), msgId, outboxChannel(table)],
  )) as Array<{ changed: boolean }>;
  return row?.changed === true;
}

/**
 * Publishes committed outbox rows to JetStream, in order; replicas share the work (SKIP LOCKED). It
 * drains when an append is announced (LISTEN on its own connection: outbox to delivery in a few
 * milliseconds, where a poll of 250 ms alone made the p99 ~250 ms) and polls every `pollMs` as well,
 * for what an announcement missed (the listening connection lost, a row left by a failed publish).
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
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
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    await this.draining?.catch(() => undefined);
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
      const pending: unknown[] = await this.dataSource.query(
        `SELECT 1 FROM ${table} WHERE published_at IS NULL LIMIT 1`,
      );
      if (pending.length === 0) return 0;
    }
    return this.dataSource.transaction(async (manager) => {
      // The batch taken and marked published in one statement (plain rows, no entity hydration);
      // what does not go out is unmarked before the commit, so only what went out stays marked.
      const rows = (
        (await manager.query(
          `WITH taken AS (
             UPDATE ${table} SET published_at = clock_timestamp()
              WHERE id IN (SELECT id FROM ${table} WHERE published_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
             RETURNING id, subject, payload, msg_id, attempts
           )
           SELECT * FROM taken ORDER BY id`,
          [OUTBOX_BATCH],
        )) as Array<{ id: string; subject: string; payload: unknown; msg_id: string; attempts: number }>
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
