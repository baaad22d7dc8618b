import { WebhookLimits, WebhookMessages, BillingSubjects } from '@reto/contracts';
import type pg from 'pg';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { connectToSystemDatabases, type SystemDatabases } from './system-database.js';
import { nowSeconds, outcomeOf, paidInvoiceEvent, shopifyOrder, WebhookSender } from './webhook-fixtures.js';
import { eventually } from '@reto/platform/testing';

const STRIPE_WEBHOOK_SECRET = 'whsec_edge_test';
const SHOPIFY_WEBHOOK_SECRET = 'shopify-edge-secret';
// Access follows each payment's whole state: challenge consumes it (one consumer), and billing publishes one per change.
const PAID = BillingSubjects.events.paymentState;
let system: TestSystem;
let db: SystemDatabases;
let webhooks: WebhookSender;

const count = async (database: pg.Client, query: string, params: unknown[] = []) =>
  (await database.query(query, params)).rows[0].n as number;
/** What any webhook can change: payments, applied events, outbox rows, enrolments. */
const footprint = async () => ({
  payments: await count(db.billing, 'SELECT count(*)::int AS n FROM billing.payments'),
  webhookEvents: await count(db.billing, 'SELECT count(*)::int AS n FROM billing.webhook_events'),
  outbox: await count(db.billing, 'SELECT count(*)::int AS n FROM billing.outbox'),
  enrolments: await count(db.challenge, 'SELECT count(*)::int AS n FROM challenge.enrolments'),
});
const malformed = () =>
  db.billing.query(
    "SELECT provider, type, reason, convert_from(raw_body, 'UTF8') AS body FROM billing.malformed_webhooks",
  );

let settleSeq = 0;
/**
 * Waits until the system has applied everything the gateway accepted so far: a Stripe event of a
 * type billing does not use goes through the same stream after them and is recorded when applied,
 * and the challenge service has consumed every payment event billing published.
 */
const settle = async () => {
  const id = `evt_settle_${++settleSeq}`;
  const payload = JSON.stringify({ id, object: 'event', type: 'customer.created', data: { object: { id: 'cus_x' } } });
  expect((await webhooks.stripe(payload)).status).toBe(200);
  const applied = () =>
    count(db.billing, 'SELECT count(*)::int AS n FROM billing.webhook_events WHERE event_id = $1', [id]);
  expect(await eventually(applied, (n) => n === 1)).toBe(1);
  const paymentEvents = async () => ({
    published: await count(db.billing, 'SELECT count(*)::int AS n FROM billing.outbox WHERE subject = $1', [PAID]),
    consumed: await count(
      db.challenge,
      'SELECT count(*)::int AS n FROM challenge.processed_events WHERE subject = $1',
      [PAID],
    ),
  });
  const { published, consumed } = await eventually(paymentEvents, (events) => events.published === events.consumed);
  expect(consumed).toBe(published);
};
/** `deliver` is refused with `status` and `message`, and billing then holds nothing more than before (but the settle marker). */
const expectRefusedUnchanged = async (
  deliver: () => Promise<{ status: number; body: Record<string, unknown> }>,
  status: number,
  message: string,
) => {
  await settle();
  const before = await footprint();
  expect(outcomeOf(await deliver())).toEqual({ status, body: { message, code: expect.any(String) } });
  await settle();
  expect(await footprint()).toEqual({ ...before, webhookEvents: before.webhookEvents + 1 });
};

/**
 * `deliver` is a signed body that cannot be applied: answered 200 (the provider stops retrying)
 * saying why it was only kept, and billing then holds nothing more than before (but the settle marker).
 */
const expectKeptUnchanged = async (
  deliver: () => Promise<{ status: number; body: Record<string, unknown> }>,
  kept: 'malformed' | 'topic_mismatch',
  message: string,
  duplicate = false,
) => {
  await settle();
  const before = await footprint();
  expect(outcomeOf(await deliver())).toEqual({ status: 200, body: { received: true, duplicate, kept, message } });
  await settle();
  expect(await footprint()).toEqual({ ...before, webhookEvents: before.webhookEvents + 1 });
};

beforeAll(async () => {
  system = await startTestSystem({ env: { STRIPE_WEBHOOK_SECRET, SHOPIFY_WEBHOOK_SECRET } });
  db = await connectToSystemDatabases(system);
  webhooks = new WebhookSender(system.url, { stripe: STRIPE_WEBHOOK_SECRET, shopify: SHOPIFY_WEBHOOK_SECRET });
}, 120_000);

afterAll(async () => {
  await db?.end();
  await system?.stop();
});

describe('Stripe signatures at the edge', () => {
  it('refuses an event signed more than 300 s in the future; accepts a clock a little ahead, once', async () => {
    const payload = paidInvoiceEvent('future', 'futuro@example.com');
    await expectRefusedUnchanged(
      () => webhooks.stripe(payload, { timestamp: nowSeconds() + 400 }),
      400,
      WebhookMessages.timestampOutOfRange,
    );
    expect(outcomeOf(await webhooks.stripe(payload, { timestamp: nowSeconds() + 200 }))).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    const enrolled = () =>
      count(db.challenge, "SELECT count(*)::int AS n FROM challenge.enrolments WHERE email = 'futuro@example.com'");
    expect(await eventually(enrolled, (n) => n === 1)).toBe(1);
  });

  it('refuses a stale, forged or tampered signature', async () => {
    const payload = paidInvoiceEvent('stale', 'viejo@example.com');
    for (const deliver of [
      () => webhooks.stripe(payload, { timestamp: nowSeconds() - 400 }),
      () => webhooks.stripe(payload, { secret: 'whsec_someone_else' }),
      () => webhooks.stripe(payload.replace('7800', '100'), { signedPayload: payload }),
    ]) {
      await expectRefusedUnchanged(deliver, 400, WebhookMessages.signatureInvalid);
    }
  });
});

describe('Shopify at the edge', () => {
  const paidOnce = async (id: number, email: string) => {
    const body = shopifyOrder(id, email);
    expect(outcomeOf(await webhooks.shopify(body, 'orders/paid', `wh-${id}-1`))).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    const paid = () =>
      db.billing.query('SELECT status FROM billing.payments WHERE provider_payment_id = $1', [String(id)]);
    expect((await eventually(paid, (result) => result.rowCount === 1)).rows).toEqual([{ status: 'succeeded' }]);
    return { body, paid };
  };

  it('a signed order is not accepted again under a new webhook id', async () => {
    const { body } = await paidOnce(7001, 'tienda.edge@example.com');
    await settle();
    const before = await footprint();
    expect(outcomeOf(await webhooks.shopify(body, 'orders/paid', 'wh-7001-2'))).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    await settle();
    expect(await footprint()).toEqual({ ...before, webhookEvents: before.webhookEvents + 1 });
  });

  it('keeps, never applies, a topic that does not match the body: an order sent as a refund, a refund as a paid order', async () => {
    const { body, paid } = await paidOnce(7002, 'tienda.tema@example.com');
    await expectKeptUnchanged(
      () => webhooks.shopify(body, 'refunds/create', 'wh-7002-2'),
      'topic_mismatch',
      WebhookMessages.topicMismatch,
    );
    const refund = JSON.stringify({
      id: 70020,
      order_id: 7002,
      transactions: [{ kind: 'refund', status: 'success', amount: '78.00' }],
    });
    await expectKeptUnchanged(
      () => webhooks.shopify(refund, 'orders/paid', 'wh-7002-3'),
      'topic_mismatch',
      WebhookMessages.topicMismatch,
    );
    await expectRefusedUnchanged(
      () => webhooks.shopify(body, 'orders/paid', 'wh-7002-4', 'another-secret'),
      401,
      WebhookMessages.signatureInvalid,
    );
    expect((await paid()).rows).toEqual([{ status: 'succeeded' }]);
  });
});

describe('validly signed but malformed events', () => {
  /** The kept copy of `body`: provider, type, reason and the raw body as sent. */
  const keptCopiesOf = async (body: string) =>
    (await malformed()).rows.filter((row: { body: string }) => row.body === body);

  it('a body that is not JSON answers 200 (no retries), changes nothing, and is kept with the reason and the raw body', async () => {
    const notJson = '{"id":"evt_broken","type":"invoice.paid",';
    const shopifyNotJson = 'pedido=7003';
    await expectKeptUnchanged(() => webhooks.stripe(notJson), 'malformed', WebhookMessages.malformed);
    await expectKeptUnchanged(
      () => webhooks.shopify(shopifyNotJson, 'orders/paid', 'wh-broken'),
      'malformed',
      WebhookMessages.malformed,
    );
    expect(await keptCopiesOf(notJson)).toEqual([
      { provider: 'stripe', type: '', reason: expect.stringMatching(/JSON/), body: notJson },
    ]);
    expect(await keptCopiesOf(shopifyNotJson)).toEqual([
      { provider: 'shopify', type: 'orders/paid', reason: expect.stringMatching(/JSON/), body: shopifyNotJson },
    ]);
  });

  it('a paid invoice without its amount answers 200, changes nothing, and is kept once even when delivered again', async () => {
    const noAmount = JSON.stringify({
      id: 'evt_no_amount',
      object: 'event',
      type: 'invoice.paid',
      data: { object: { id: 'in_no_amount', customer_email: 'sin.monto@example.com', currency: 'usd' } },
    });
    await expectKeptUnchanged(() => webhooks.stripe(noAmount), 'malformed', WebhookMessages.malformed);
    await expectKeptUnchanged(() => webhooks.stripe(noAmount), 'malformed', WebhookMessages.malformed, true);
    expect(await keptCopiesOf(noAmount)).toEqual([
      {
        provider: 'stripe',
        type: 'invoice.paid',
        reason: expect.stringContaining('data.object.amount_paid'),
        body: noAmount,
      },
    ]);
  });

  it('a signed store order with an unreadable date answers 200, changes nothing, and is kept (never retried)', async () => {
    const unreadable = JSON.stringify({
      ...JSON.parse(shopifyOrder(7_011, 'fecha@example.com')),
      processed_at: 'ayer',
    });
    await expectKeptUnchanged(
      () => webhooks.shopify(unreadable, 'orders/paid', 'wh-unreadable-date'),
      'malformed',
      WebhookMessages.malformed,
    );
    expect(await keptCopiesOf(unreadable)).toEqual([
      { provider: 'shopify', type: 'orders/paid', reason: expect.stringContaining('processed_at'), body: unreadable },
    ]);
  });

  it('a body the bus cannot carry once in base64 is refused with 413, not 503', async () => {
    const padding = 'x'.repeat(900 * 1024);
    expect(padding.length).toBeGreaterThan(WebhookLimits.maxBodyBytes);
    const huge = paidInvoiceEvent('huge', 'grande@example.com', { description: padding });
    await expectRefusedUnchanged(() => webhooks.stripe(huge), 413, WebhookMessages.tooLarge);
    await expectRefusedUnchanged(
      () => webhooks.shopify(JSON.stringify({ note: padding }), 'orders/paid', 'wh-huge'),
      413,
      WebhookMessages.tooLarge,
    );
  });
});

describe('an invoice that does not match the price', () => {
  it('is recorded as a discrepancy: no payment event, no access; a matching one pays', async () => {
    const offPrice = [
      paidInvoiceEvent('cheap', 'barato@example.com', { amount_paid: 100 }),
      paidInvoiceEvent('euros', 'euros@example.com', { currency: 'eur' }),
    ];
    for (const payload of offPrice) {
      expect(outcomeOf(await webhooks.stripe(payload))).toEqual({
        status: 200,
        body: { received: true, duplicate: false },
      });
    }
    expect(await webhooks.stripe(paidInvoiceEvent('exact', 'exacto@example.com'))).toMatchObject({ status: 200 });
    const enrolledExact = () =>
      count(db.challenge, "SELECT count(*)::int AS n FROM challenge.enrolments WHERE email = 'exacto@example.com'");
    expect(await eventually(enrolledExact, (n) => n === 1)).toBe(1);
    await settle();

    const { rows } = await db.billing.query(
      "SELECT email, amount_cents, currency, status FROM billing.payments WHERE email IN ('barato@example.com', 'euros@example.com', 'exacto@example.com') ORDER BY email",
    );
    expect(rows).toEqual([
      { email: 'barato@example.com', amount_cents: 100, currency: 'usd', status: 'discrepancy' },
      { email: 'euros@example.com', amount_cents: 7800, currency: 'eur', status: 'discrepancy' },
      { email: 'exacto@example.com', amount_cents: 7800, currency: 'usd', status: 'succeeded' },
    ]);
    // Their states went out (no access), and nothing that grants: no payment event, no state with access.
    const granted = await count(
      db.billing,
      `SELECT count(*)::int AS n FROM billing.outbox WHERE payload->>'email' IN ('barato@example.com', 'euros@example.com')
         AND (subject = '${BillingSubjects.events.paymentSucceeded}' OR (payload->>'access')::boolean)`,
    );
    expect(granted).toBe(0);
    const enrolled = await count(
      db.challenge,
      "SELECT count(*)::int AS n FROM challenge.enrolments WHERE email IN ('barato@example.com', 'euros@example.com')",
    );
    expect(enrolled).toBe(0);
  });
});
