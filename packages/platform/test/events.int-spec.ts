import { randomBytes } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { serviceDataSourceOptions, type ServiceDatabase } from '../src/database.js';
import { EventBus } from '../src/events/event-bus.js';
import { applyBatchOnce, applyOnce, consumeExactlyOnce, type EventHandler } from '../src/events/event-consumer.js';
import { OUTBOX_POLL_MS } from '../src/events/events.constants.js';
import { appendToOutbox, OutboxRelay } from '../src/events/outbox.js';
import { createProcessedEventsMigration, ProcessedEventEntity } from '../src/events/processed-event.entity.js';
import { createLogger } from '../src/logger.js';
import { natsConnectionOptions } from '../src/nats/connection-options.js';
import { createOutboxMigration, OutboxEntity } from '../src/index.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.js';

const logger = createLogger('test', 'silent');
const prefix = `ev${randomBytes(4).toString('hex')}.`;
const publisherDb: Omit<ServiceDatabase, 'url'> = {
  service: 'billing',
  entities: [OutboxEntity],
  migrations: [createOutboxMigration(1763700000100)],
};
const consumerDb: Omit<ServiceDatabase, 'url'> = {
  service: 'challenge',
  entities: [ProcessedEventEntity],
  migrations: [createProcessedEventsMigration(1763700000200)],
};

let db: TestDatabase;
let nc: NatsConnection;
let billing: DataSource;
let challenge: DataSource;

const PaymentSchema = z.object({ email: z.email(), amount: z.number() });
const applied: Array<z.output<typeof PaymentSchema>> = [];
const enrolFromPayments: EventHandler<typeof PaymentSchema> = {
  durable: 'enrol-from-payments',
  subject: 'billing.payment.succeeded.v1',
  schema: PaymentSchema,
  apply: async (event) => {
    applied.push(event);
  },
};

const until = async (condition: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
};

beforeAll(async () => {
  db = await createTestDatabase('it_events');
  await db.migrate(publisherDb);
  await db.migrate(consumerDb);
  billing = await new DataSource(serviceDataSourceOptions({ ...publisherDb, url: db.urlFor('billing') })).initialize();
  challenge = await new DataSource(
    serviceDataSourceOptions({ ...consumerDb, url: db.urlFor('challenge') }),
  ).initialize();
  nc = await connect(natsConnectionOptions({ url: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' }));
});

afterAll(async () => {
  await nc?.drain();
  await billing?.destroy();
  await challenge?.destroy();
  await db?.drop();
});

describe('events through the outbox and JetStream', () => {
  it('delivers committed events once each, after the consumer comes up, and never a rolled-back one', async () => {
    await billing.transaction(async (manager) => {
      for (const amount of [78, 79, 80])
        await appendToOutbox(manager, 'billing.payment.succeeded.v1', { email: `m${amount}@x.com`, amount });
    });
    await billing
      .transaction(async (manager) => {
        await appendToOutbox(manager, 'billing.payment.succeeded.v1', { email: 'rolled@back.com', amount: 1 });
        throw new Error('the payment write failed');
      })
      .catch(() => undefined);

    const publisherBus = await EventBus.create(nc, 'billing', prefix, logger);
    const relay = new OutboxRelay(billing, publisherBus, logger);
    expect(await relay.drain()).toBe(3);
    expect(await relay.drain()).toBe(0);

    // The consumer starts after the events were published: a durable consumer still gets them all.
    const consumerBus = await EventBus.create(nc, 'challenge', prefix, logger);
    await consumeExactlyOnce(consumerBus, challenge, logger, enrolFromPayments, prefix);
    await until(() => applied.length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(applied.map((event) => event.amount).sort()).toEqual([78, 79, 80]);

    // A relay that publishes the same row again (a crash before marking it) is de-duplicated by JetStream.
    const [row] = (await billing.query(
      `SELECT subject, payload, msg_id AS "msgId" FROM billing.outbox WHERE payload->>'email' = 'm78@x.com'`,
    )) as OutboxEntity[];
    await publisherBus.publish(row!.subject, row!.payload, row!.msgId);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(applied).toHaveLength(3);
    await consumerBus.close();
  });

  it('marks what went out, keeps a row that cannot go out in its place and counts its attempts', async () => {
    await billing.query(`UPDATE billing.outbox SET published_at = now() WHERE published_at IS NULL`);
    await billing.transaction(async (manager) => {
      await appendToOutbox(manager, 'billing.payment.succeeded.v1', { email: 'antes@x.com', amount: 1 });
      // Not an event subject (`<app>.<entity>.<past-tense>.v1`): no stream takes it, JetStream refuses it.
      await appendToOutbox(manager, 'billing.not-an-event', { email: 'atascado@x.com', amount: 2 });
      await appendToOutbox(manager, 'billing.payment.succeeded.v1', { email: 'despues@x.com', amount: 3 });
    });
    // Its own subject prefix (so its own stream): the events it sends reach no other test's consumer.
    const ownPrefix = `ev${randomBytes(4).toString('hex')}.`;
    const relay = new OutboxRelay(billing, await EventBus.create(nc, 'billing', ownPrefix, logger), logger);
    expect(await relay.drain()).toBe(1);
    expect(await relay.drain()).toBe(0);
    const rows: unknown[] = await billing.query(
      `SELECT subject, attempts, published_at IS NOT NULL AS published FROM billing.outbox
        WHERE payload->>'email' IN ('antes@x.com', 'atascado@x.com', 'despues@x.com') ORDER BY id`,
    );
    expect(rows).toEqual([
      { subject: 'billing.payment.succeeded.v1', attempts: 0, published: true },
      { subject: 'billing.not-an-event', attempts: 2, published: false },
      { subject: 'billing.payment.succeeded.v1', attempts: 0, published: false },
    ]);
    await billing.query(`DELETE FROM billing.outbox WHERE subject = 'billing.not-an-event'`);
    expect(await relay.drain()).toBe(1);
    // A row that failed before and goes out now: alone, then the rows behind it.
    await billing.transaction(async (manager) => {
      for (const email of ['reintento@x.com', 'detras1@x.com', 'detras2@x.com'])
        await appendToOutbox(manager, 'billing.payment.succeeded.v1', { email, amount: 4 });
    });
    await billing.query(`UPDATE billing.outbox SET attempts = 1 WHERE payload->>'email' = 'reintento@x.com'`);
    expect(await relay.drain()).toBe(1);
    expect(await relay.drain()).toBe(2);
    const after: unknown[] = await billing.query(
      `SELECT payload->>'email' AS email, attempts, published_at IS NOT NULL AS published FROM billing.outbox
        WHERE payload->>'email' IN ('reintento@x.com', 'detras1@x.com', 'detras2@x.com') ORDER BY id`,
    );
    expect(after).toEqual([
      { email: 'reintento@x.com', attempts: 1, published: true },
      { email: 'detras1@x.com', attempts: 0, published: true },
      { email: 'detras2@x.com', attempts: 0, published: true },
    ]);
  });

  it('sends a batch of rows to JetStream at once, in order, before any acknowledgement has come back', async () => {
    await billing.query(`UPDATE billing.outbox SET published_at = now() WHERE published_at IS NULL`);
    const emails = ['uno', 'dos', 'tres', 'cuatro', 'cinco'].map((name) => `${name}.lote@x.com`);
    await billing.transaction(async (manager) => {
      for (const email of emails) await appendToOutbox(manager, 'billing.payment.succeeded.v1', { email, amount: 78 });
    });
    const ownPrefix = `ev${randomBytes(4).toString('hex')}.`;
    const bus = await EventBus.create(nc, 'billing', ownPrefix, logger);
    await bus.ensureStream('billing');
    // How many messages had been sent when the first acknowledgement came back: a relay that waits
    // for each acknowledgement before sending the next row has sent one.
    const js = (bus as unknown as { js: { publish: (...args: unknown[]) => Promise<unknown> } }).js;
    const publish = js.publish.bind(js);
    let sent = 0;
    let sentAtFirstAck: number | undefined;
    js.publish = (...args: unknown[]) => {
      sent += 1;
      return publish(...args).then((ack) => {
        sentAtFirstAck ??= sent;
        return ack;
      });
    };
    const relay = new OutboxRelay(billing, bus, logger);
    expect(await relay.drain()).toBe(emails.length);
    expect(sentAtFirstAck).toBe(emails.length);
    // JetStream holds them in the outbox's order.
    const stored: string[] = [];
    await bus.replay('billing.payment.succeeded.v1', 'lote-en-orden', async (message) => {
      stored.push((message.json() as { email: string }).email);
    });
    expect(stored).toEqual(emails);
    await bus.close();
  });

  it('deletes the rows it published over an hour ago, and never one it has not published yet', async () => {
    const bus = await EventBus.create(nc, 'billing', `ev${randomBytes(4).toString('hex')}.`, logger);
    const relay = new OutboxRelay(billing, bus, logger);
    const emails = ['hace2h@x.com', 'hace61min@x.com', 'sin.publicar@x.com', 'hace59min@x.com'];
    await billing.query(
      `INSERT INTO billing.outbox (subject, payload, msg_id, created_at, published_at)
       SELECT 'billing.payment.succeeded.v1', jsonb_build_object('email', email, 'amount', 1), gen_random_uuid(),
              now() - interval '3 hours', published_at
         FROM unnest($1::text[], ARRAY[now() - interval '2 hours', now() - interval '61 minutes', NULL,
                                       now() - interval '59 minutes']) WITH ORDINALITY AS row(email, published_at, ord)
        ORDER BY ord`,
      [emails],
    );
    const left = async () =>
      (
        (await billing.query(
          `SELECT payload->>'email' AS email FROM billing.outbox WHERE payload->>'email' = ANY($1) ORDER BY id`,
          [emails],
        )) as Array<{ email: string }>
      ).map((row) => row.email);

    expect(await relay.prune()).toBe(2);
    expect(await left()).toEqual(['sin.publicar@x.com', 'hace59min@x.com']);
    // Published at last (after failing for an hour), it goes an hour after its publication too.
    await billing.query(
      `UPDATE billing.outbox SET published_at = now() - interval '70 minutes' WHERE payload->>'email' = $1`,
      ['sin.publicar@x.com'],
    );
    expect(await relay.prune()).toBe(1);
    expect(await left()).toEqual(['hace59min@x.com']);
    await bus.close();
  });

  it('a relay stopped while it publishes finishes that batch and polls no more', async () => {
    await billing.query(`UPDATE billing.outbox SET published_at = now() WHERE published_at IS NULL`);
    const append = (email: string) =>
      billing.transaction((manager) => appendToOutbox(manager, 'billing.payment.succeeded.v1', { email, amount: 78 }));
    await append('en.curso@x.com');
    // The real bus, its publishing held until the relay has been told to stop.
    const bus = await EventBus.create(nc, 'billing', `ev${randomBytes(4).toString('hex')}.`, logger);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let publishing = false;
    const publishInOrder = bus.publishInOrder.bind(bus);
    bus.publishInOrder = async (...args: Parameters<EventBus['publishInOrder']>) => {
      publishing = true;
      await held;
      return publishInOrder(...args);
    };
    const relay = new OutboxRelay(billing, bus, logger);
    relay.start();
    await until(() => publishing);
    const stopping = relay.stop();
    release();
    await stopping;

    await append('tras.parar@x.com');
    await new Promise((resolve) => setTimeout(resolve, OUTBOX_POLL_MS * 4));
    const rows: unknown[] = await billing.query(
      `SELECT payload->>'email' AS email, published_at IS NOT NULL AS published FROM billing.outbox
        WHERE payload->>'email' IN ('en.curso@x.com', 'tras.parar@x.com') ORDER BY id`,
    );
    expect(rows).toEqual([
      { email: 'en.curso@x.com', published: true },
      { email: 'tras.parar@x.com', published: false },
    ]);
    await billing.query(`UPDATE billing.outbox SET published_at = now() WHERE published_at IS NULL`);
    await bus.close();
  });

  it('publishes a committed event as soon as its append is announced, not at its next poll', async () => {
    await billing.query(`UPDATE billing.outbox SET published_at = now() WHERE published_at IS NULL`);
    const bus = await EventBus.create(nc, 'billing', `ev${randomBytes(4).toString('hex')}.`, logger);
    // A poll far longer than the test: only the announcement can start the drain in time.
    const relay = new OutboxRelay(billing, bus, logger, { pollMs: 120_000 });
    relay.start();
    const published = async (email: string): Promise<boolean | undefined> => {
      const [row] = (await billing.query(
        `SELECT published_at IS NOT NULL AS published FROM billing.outbox WHERE payload->>'email' = $1`,
        [email],
      )) as Array<{ published: boolean }>;
      return row?.published;
    };
    try {
      for (let tries = 0; !relay.listening && tries < 200; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(relay.listening).toBe(true);
      for (const email of ['al.momento@x.com', 'otra.vez@x.com']) {
        await billing.transaction((manager) =>
          appendToOutbox(manager, 'billing.payment.succeeded.v1', { email, amount: 78 }),
        );
        for (let tries = 0; !(await published(email)) && tries < 100; tries += 1)
          await new Promise((resolve) => setTimeout(resolve, 50));
        expect(await published(email)).toBe(true);
      }
      // Its listening connection ended by the server: it listens again, and an append goes out at once.
      await billing.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = 'outbox-relay' AND datname = current_database()`,
      );
      for (let tries = 0; relay.listening && tries < 100; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(relay.listening).toBe(false);
      for (let tries = 0; !relay.listening && tries < 200; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(relay.listening).toBe(true);
      await billing.transaction((manager) =>
        appendToOutbox(manager, 'billing.payment.succeeded.v1', { email: 'de.nuevo@x.com', amount: 78 }),
      );
      for (let tries = 0; !(await published('de.nuevo@x.com')) && tries < 100; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await published('de.nuevo@x.com')).toBe(true);
    } finally {
      await relay.stop();
      await bus.close();
    }
  });

  it('hands a subscription up to `inFlight` deliveries at once, in delivery order, each acknowledged when handled; one at a time by default', async () => {
    const bus = await EventBus.create(nc, 'billing', prefix, logger);
    const started: Record<string, number[]> = { one: [], four: [] };
    const release: Array<() => void> = [];
    try {
      for (const [durable, inFlight] of [
        ['one', undefined],
        ['four', 4],
      ] as const)
        await bus.subscribe({
          durable: `in-flight-${durable}`,
          subject: 'billing.payment.refunded.v1',
          inFlight,
          handle: (message) => {
            started[durable]!.push((message.json() as { n: number }).n);
            return new Promise<void>((resolve) => release.push(resolve));
          },
        });
      for (let n = 1; n <= 6; n += 1)
        await bus.publish('billing.payment.refunded.v1', { n }, `in-flight-${prefix}-${n}`);
      await until(() => started.four!.length === 4 && started.one!.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(started).toEqual({ one: [1], four: [1, 2, 3, 4] });
      // each delivery handled frees its place: the rest come, and everything is acknowledged
      while (started.one!.length < 6 || started.four!.length < 6 || release.length > 0) {
        release.shift()?.();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(started).toEqual({ one: [1, 2, 3, 4, 5, 6], four: [1, 2, 3, 4, 5, 6] });
      const unacknowledged = async () =>
        (await bus.consumerReports()).reduce((sum, report) => sum + (report.pending ?? 1), 0);
      for (let tries = 0; (await unacknowledged()) > 0 && tries < 50; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await bus.consumerReports()).toEqual([
        { durable: 'in-flight-one', running: true, pending: 0 },
        { durable: 'in-flight-four', running: true, pending: 0 },
      ]);
    } finally {
      release.forEach((resolve) => resolve());
      await bus.close();
    }
  });

  it('applies a redelivered event only once', async () => {
    const seen: number[] = [];
    const handler = {
      ...enrolFromPayments,
      durable: 'count',
      apply: async (event: { amount: number }) => void seen.push(event.amount),
    };
    const meta = { msgId: 'same-message', subject: 'billing.payment.succeeded.v1' };
    expect(await applyOnce(challenge, handler, { email: 'a@b.co', amount: 78 }, meta)).toBe(true);
    expect(await applyOnce(challenge, handler, { email: 'a@b.co', amount: 78 }, meta)).toBe(false);
    expect(seen).toEqual([78]);
  });

  it('applies a batch in one transaction, each new event once and in order, and a redelivered one not again', async () => {
    const seen: number[][] = [];
    const handler: EventHandler<typeof PaymentSchema> = {
      ...enrolFromPayments,
      durable: 'count-batches',
      apply: async () => {
        throw new Error('a batch goes through applyBatch');
      },
      applyBatch: async (events) => void seen.push(events.map((e) => e.event.amount)),
    };
    const item = (amount: number, msgId = `batch-${amount}`) => ({
      event: { email: 'a@b.co', amount },
      msgId,
      subject: 'billing.payment.succeeded.v1',
    });
    expect(await applyBatchOnce(challenge, handler, [item(1), item(2), item(3)])).toBe(3);
    // 2 and 3 again (a redelivery), 4 new, and 5 twice in the batch: only 4 and 5, once each.
    expect(await applyBatchOnce(challenge, handler, [item(2), item(4), item(3), item(5), item(5)])).toBe(2);
    expect(await applyBatchOnce(challenge, handler, [item(4)])).toBe(0);
    expect(seen).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    // Without applyBatch, each by apply in the same transaction; a failure rolls the marks back.
    const applied: number[] = [];
    const oneByOne: EventHandler<typeof PaymentSchema> = {
      ...enrolFromPayments,
      durable: 'one-by-one-in-a-batch',
      apply: async (event) => {
        if (event.amount === 8 && !applied.includes(-8)) {
          applied.push(-8);
          throw new Error('database hiccup');
        }
        applied.push(event.amount);
      },
    };
    await expect(applyBatchOnce(challenge, oneByOne, [item(7), item(8)])).rejects.toThrow('database hiccup');
    expect(await applyBatchOnce(challenge, oneByOne, [item(7), item(8)])).toBe(2);
    expect(applied).toEqual([7, -8, 7, 8]);
  });

  it('hands a consumer with `batch` the deliveries already waiting together, each applied once, in order', async () => {
    const subject = 'billing.payment.disputed.v1';
    const bus = await EventBus.create(nc, 'billing', prefix, logger);
    const batches: number[][] = [];
    try {
      for (let n = 1; n <= 6; n += 1)
        await bus.publish(subject, { email: `l${n}@x.com`, amount: n }, `${prefix}-lote-${n}`);
      await consumeExactlyOnce(
        bus,
        challenge,
        logger,
        {
          ...enrolFromPayments,
          durable: 'in-batches',
          subject,
          batch: 10,
          applyBatch: async (events) => void batches.push(events.map((e) => e.event.amount)),
        },
        prefix,
      );
      await until(() => batches.flat().length === 6);
      expect(batches.flat()).toEqual([1, 2, 3, 4, 5, 6]);
      // The six were waiting when the consumer started: fewer transactions than events.
      expect(batches.length).toBeLessThan(6);
      const unacknowledged = async () =>
        (await bus.consumerReports()).reduce((sum, report) => sum + (report.pending ?? 1), 0);
      for (let tries = 0; (await unacknowledged()) > 0 && tries < 50; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await bus.consumerReports()).toEqual([{ durable: 'in-batches', running: true, pending: 0 }]);
    } finally {
      await bus.close();
    }
  });

  it('with `batchWaitMs`, puts a delivery that comes after a batch began in that batch', async () => {
    const subject = 'billing.payment.reversed.v1';
    const bus = await EventBus.create(nc, 'billing', prefix, logger);
    const batches: number[][] = [];
    try {
      await consumeExactlyOnce(
        bus,
        challenge,
        logger,
        {
          ...enrolFromPayments,
          durable: 'in-batches-waiting',
          subject,
          // Full at two: the batch goes as soon as the second comes (the wait is only a bound).
          batch: 2,
          batchWaitMs: 60_000,
          applyBatch: async (events) => void batches.push(events.map((e) => e.event.amount)),
        },
        prefix,
      );
      await bus.publish(subject, { email: 'e1@x.com', amount: 1 }, `${prefix}-espera-1`);
      // The first one delivered on its own before the second is sent.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await bus.publish(subject, { email: 'e2@x.com', amount: 2 }, `${prefix}-espera-2`);
      await until(() => batches.flat().length === 2);
      expect(batches).toEqual([[1, 2]]);
    } finally {
      await bus.close();
    }
  });

  it('rolls back the processed mark when applying fails, so the redelivery applies it', async () => {
    let attempts = 0;
    const flaky = {
      ...enrolFromPayments,
      durable: 'flaky',
      apply: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('database hiccup');
      },
    };
    const meta = { msgId: 'flaky-message', subject: 'billing.payment.succeeded.v1' };
    await expect(applyOnce(challenge, flaky, { email: 'a@b.co', amount: 78 }, meta)).rejects.toThrow('database hiccup');
    expect(await applyOnce(challenge, flaky, { email: 'a@b.co', amount: 78 }, meta)).toBe(true);
    expect(attempts).toBe(2);
  });
});
