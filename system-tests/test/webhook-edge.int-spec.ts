import { WebhookLimits, WebhookMessages, BillingSubjects } from '@reto/contracts';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { rowsIn } from './system-reports.js';
import { SystemRpc } from './system-rpc.js';
import { nowSeconds, outcomeOf, paidInvoiceEvent, shopifyOrder, WebhookSender } from './webhook-fixtures.js';
import { eventually, GatewayClient } from '@reto/platform/testing';

const STRIPE_WEBHOOK_SECRET = 'whsec_edge_test';
const SHOPIFY_WEBHOOK_SECRET = 'shopify-edge-secret';
// Access follows each payment's whole state: challenge consumes it (one consumer), and billing publishes one per change.
const PAID = BillingSubjects.events.paymentState;
let system: TestSystem;
let nats: SystemRpc;
let webhooks: WebhookSender;
let trainer: { client: GatewayClient; headers: Record<string, string> };

/** What any webhook can change: payments, applied events, outbox rows, enrolments (the services' own reports). */
const footprint = () =>
  rowsIn(system, { billing: ['payments', 'webhook_events', 'outbox'], challenge: ['enrolments'] });
/** The webhooks billing kept unapplied, as its `kept-webhooks` report gives them. */
const malformed = async () =>
  (await system.report('billing', ['kept-webhooks']))[0] as Array<{
    provider: string;
    type: string;
    reason: string;
    body: string;
  }>;
/** The trainer's look-up of an address (GET /api/admin/payments): its payments and its enrolments. */
const lookUp = async (email: string) => {
  const answer = await trainer.client.rest('GET', `/api/admin/payments?email=${email}`, undefined, trainer.headers);
  expect(answer.status).toBe(200);
  return answer.body as {
    payments: Array<{ providerPaymentId: string; amountCents: number; currency: string; status: string }>;
    enrolments: unknown[];
  };
};
const enrolmentsOf = async (email: string) => (await lookUp(email)).enrolments.length;

/**
 * Waits until the system has applied everything the gateway accepted so far: an accepted webhook is
 * on billing's inbox stream before its 200, so once no event waits for any consumer (billing's
 * inbox, challenge's payment states) and no outbox holds one unpublished, all of it has happened.
 */
const settle = () => nats.eventsSettled();
/** `deliver` is refused with `status` and `message`, and billing then holds nothing more than before. */
const expectRefusedUnchanged = async (
  deliver: () => Promise<{ status: number; body: Record<string, unknown> }>,
  status: number,
  message: string,
) => {
  await settle();
  const before = await footprint();
  expect(outcomeOf(await deliver())).toEqual({ status, body: { message, code: expect.any(String) } });
  await settle();
  expect(await footprint()).toEqual(before);
};

/**
 * `deliver` is a signed body that cannot be applied: answered 200 (the provider stops retrying)
 * saying why it was only kept, and billing then holds nothing more than before.
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
  expect(await footprint()).toEqual(before);
};

beforeAll(async () => {
  system = await startTestSystem({ env: { STRIPE_WEBHOOK_SECRET, SHOPIFY_WEBHOOK_SECRET } });
  nats = await SystemRpc.connect(system);
  webhooks = new WebhookSender(system.url, { stripe: STRIPE_WEBHOOK_SECRET, shopify: SHOPIFY_WEBHOOK_SECRET });
  const client = new GatewayClient(system.url);
  const login = await client.rest('POST', '/api/login', system.admin);
  trainer = { client, headers: { 'x-admin-auth': login.body.adminAuth as string } };
}, 120_000);

afterAll(async () => {
  await nats?.close();
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
    expect(
      await eventually(
        () => enrolmentsOf('futuro@example.com'),
        (n) => n === 1,
      ),
    ).toBe(1);
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
    const paid = async () =>
      (await lookUp(email)).payments
        .filter((payment) => payment.providerPaymentId === String(id))
        .map(({ status }) => ({ status }));
    expect(await eventually(paid, (payments) => payments.length === 1)).toEqual([{ status: 'succeeded' }]);
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
    expect(await footprint()).toEqual(before);
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
    expect(await paid()).toEqual([{ status: 'succeeded' }]);
  });
});

describe('validly signed but malformed events', () => {
  /** The kept copy of `body`: provider, type, reason and the raw body as sent. */
  const keptCopiesOf = async (body: string) =>
    (await malformed())
      .filter((kept) => kept.body === body)
      .map(({ provider, type, reason }) => ({ provider, type, reason, body }));

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
    expect(
      await eventually(
        () => enrolmentsOf('exacto@example.com'),
        (n) => n === 1,
      ),
    ).toBe(1);
    await settle();

    const offAndExact = ['barato@example.com', 'euros@example.com', 'exacto@example.com'];
    const payments = await Promise.all(
      offAndExact.map(async (email) =>
        (await lookUp(email)).payments.map(({ amountCents, currency, status }) => ({
          email,
          amount_cents: amountCents,
          currency,
          status,
        })),
      ),
    );
    expect(payments.flat()).toEqual([
      { email: 'barato@example.com', amount_cents: 100, currency: 'usd', status: 'discrepancy' },
      { email: 'euros@example.com', amount_cents: 7800, currency: 'eur', status: 'discrepancy' },
      { email: 'exacto@example.com', amount_cents: 7800, currency: 'usd', status: 'succeeded' },
    ]);
    // Their states went out (no access), and nothing that grants: no payment event, no state with access.
    const offPriceEmails = ['barato@example.com', 'euros@example.com'];
    type Announced = { email: string; access?: boolean };
    const ofOffPrice = (events: Announced[]) => events.filter(({ email }) => offPriceEmails.includes(email));
    const states = ofOffPrice(await nats.events<Announced>(PAID));
    expect([...new Set(states.map(({ email }) => email))].sort()).toEqual(offPriceEmails);
    expect(states.filter(({ access }) => access !== false)).toEqual([]);
    expect(ofOffPrice(await nats.events<Announced>(BillingSubjects.events.paymentSucceeded))).toEqual([]);
    expect(await Promise.all(offPriceEmails.map(enrolmentsOf))).toEqual([0, 0]);
  });
});
