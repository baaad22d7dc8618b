import {
  BillingMessages,
  BillingSubjects,
  editionStartsAt,
  runningEdition,
  type DiscrepancyDto,
  type PersonalDataInput,
  type PriceQuote,
  type SubscriptionCheckout,
  type SubscriptionStatus,
} from '@reto/contracts';
import { refusalOf, type ServiceUnderTest } from '@reto/platform/testing';
import pg from 'pg';
import { startBillingHarness, type BillingHarness } from './billing-harness.js';
import { FakeStripeApi } from './fake-stripe-api.js';
import { JetStreamProbe } from './jetstream-probe.js';
import { WebhookFeed } from './webhook-feed.js';

const stripeApi = new FakeStripeApi();
let harness: BillingHarness;
let billing: ServiceUnderTest;
let probe: JetStreamProbe;
let feed: WebhookFeed;
let sql: pg.Client;

export const personalData = (overrides: Partial<PersonalDataInput> = {}): PersonalDataInput => ({
  fullName: 'Carla Méndez',
  email: 'Carla.Mendez@Gmail.com',
  age: 31,
  height: '165 cm',
  weight: '62 kg',
  physicalActivity: 'moderado',
  occupation: 'Diseñadora',
  cityCountry: 'Guadalajara, México',
  phoneCountryCode: '+52',
  phoneNumber: '3312345678',
  hasHealthConditions: false,
  fitnessGoal: 'perder_grasa',
  additionalInfo: '',
  ...overrides,
});

/** A Stripe event the gateway verified, on JetStream as the gateway puts it; resolves once billing applied it. */
const deliver = (payload: string, msgId?: string) => feed.stripe(payload, msgId);

let eventSeq = 0;
const stripeEvent = (type: string, object: Record<string, unknown>, id = `evt_test_${++eventSeq}`) =>
  JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-01-28',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
const paidInvoice = (invoiceId: string, customer: string, email: string | null = null, subscription?: string) => ({
  id: invoiceId,
  parent: subscription ? { type: 'subscription_details', subscription_details: { subscription } } : null,
  object: 'invoice',
  customer,
  customer_email: email,
  amount_paid: 7800,
  currency: 'usd',
  status: 'paid',
  payment_intent: `pi_for_${invoiceId}`,
  status_transitions: { paid_at: Math.floor(Date.now() / 1000) },
  lines: { object: 'list', data: [] },
});
/** A payment at the price through a PaymentIntent, naming the buyer's e-mail. */
const paidIntent = (id: string, email: string) =>
  stripeEvent('payment_intent.succeeded', {
    id,
    object: 'payment_intent',
    amount_received: 7800,
    currency: 'usd',
    created: Math.floor(Date.now() / 1000),
    customer: null,
    metadata: { reto_email: email },
  });
const count = async (table: string) => Number((await sql.query(`SELECT count(*) FROM billing.${table}`)).rows[0].count);
/** The rows of `table` about one address. */
const rowsOf = async (table: string, email: string) =>
  Number((await sql.query(`SELECT count(*) FROM billing.${table} WHERE email = $1`, [email])).rows[0].count);
/** The outbox rows whose event names the address. */
const outboxAbout = async (email: string, subject: string = BillingSubjects.events.paymentSucceeded) =>
  Number(
    (
      await sql.query("SELECT count(*) FROM billing.outbox WHERE payload->>'email' = $1 AND subject = $2", [
        email,
        subject,
      ])
    ).rows[0].count,
  );

/** A checkout of the test's own buyer: what billing answered, and the Stripe customer it stored. */
const checkoutOf = async (email: string) => {
  const checkout = await billing.rpc.request<SubscriptionCheckout>(BillingSubjects.createSubscription, {
    personalData: personalData({ email }),
  });
  const { rows } = await sql.query('SELECT stripe_customer_id FROM billing.customers WHERE email = $1', [email]);
  return { checkout, customerId: rows[0].stripe_customer_id as string };
};
/** A buyer of the test's own whose first invoice Stripe says is paid. */
const paidCheckoutOf = async (email: string) => {
  const bought = await checkoutOf(email);
  const invoice = paidInvoice(`in_${email}`, bought.customerId, null, bought.checkout.subscriptionId);
  expect(await deliver(stripeEvent('invoice.paid', invoice))).toEqual({ duplicate: false });
  return bought;
};

beforeAll(async () => {
  await stripeApi.start();
  harness = await startBillingHarness({
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stripeApi.port),
    STRIPE_API_PROTOCOL: 'http',
    GUARANTEE_DAYS: '30',
    CLOCK_CONTROL: 'true',
    REDIS_PREFIX: `itbilling${Date.now()}`,
  });
  ({ billing, probe, sql, feed } = harness);
});

afterAll(async () => {
  await harness?.close();
  await stripeApi.stop();
});

describe('create-subscription with the real Stripe SDK', () => {
  it('stores the customer and starts a 28-day recurring subscription of 78 USD decided by the server', async () => {
    const since = stripeApi.calls.length;
    const checkout = await billing.rpc.request<SubscriptionCheckout>(BillingSubjects.createSubscription, {
      personalData: { ...personalData(), amount: 1, price: 1 },
    });
    expect(checkout).toEqual({
      clientSecret: expect.stringMatching(/^pi_fake_\d+_secret_\d+$/),
      subscriptionId: expect.stringMatching(/^sub_fake_/),
      provider: 'stripe',
      publishableKey: 'pk_test_local',
      amountCents: 7800,
      currency: 'usd',
    });

    // The price is made once, by whichever checkout comes first; the customer and subscription are this one's.
    const [price] = stripeApi.callsTo('POST', '/v1/prices');
    const made = (path: string) => stripeApi.calls.slice(since).filter((call) => call.path === path);
    expect(price.params).toMatchObject({
      currency: 'usd',
      unit_amount: '7800',
      'recurring[interval]': 'day',
      'recurring[interval_count]': '28',
    });
    const [customer] = made('/v1/customers');
    expect(customer.params).toMatchObject({ email: 'carla.mendez@gmail.com', name: 'Carla Méndez' });
    const [subscription] = made('/v1/subscriptions');
    expect(subscription.params).toMatchObject({
      payment_behavior: 'default_incomplete',
      'items[0][price]': expect.stringMatching(/^price_fake_/),
      'expand[0]': 'latest_invoice.confirmation_secret',
    });
    expect(subscription.params.customer).toMatch(/^cus_fake_/);

    const { rows } = await sql.query(
      "SELECT email, age, fitness_goal, phone_country_code, stripe_customer_id FROM billing.customers WHERE email = 'carla.mendez@gmail.com'",
    );
    expect(rows).toEqual([
      {
        email: 'carla.mendez@gmail.com',
        age: 31,
        fitness_goal: 'perder_grasa',
        phone_country_code: '+52',
        stripe_customer_id: subscription.params.customer,
      },
    ]);
  });

  it("tells the trainer's funnel of the checkout once, through the outbox with the subscription: its own id, the edition, nothing about the buyer", async () => {
    // An edition no other test buys: the event is found by it, since it names no one.
    const edition = 90;
    harness.challenge.edition = edition;
    try {
      await checkoutOf('embudo.stripe@gmail.com');
      const started = await probe.waitFor(BillingSubjects.events.checkoutStarted, 1, {
        where: (data) => data.edition === edition,
      });
      expect(started.map((event) => event.data)).toEqual([
        {
          checkoutId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          edition,
          day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        },
      ]);
    } finally {
      harness.challenge.edition = 80;
    }
  });

  it('refuses bad personal data with the spec messages, before calling Stripe or storing anything', async () => {
    const callsBefore = stripeApi.calls.length;
    const cases: Array<[Partial<PersonalDataInput>, string]> = [
      [{ fullName: 'A' }, 'Nombre y apellido es requerido'],
      [{ email: 'no-es-un-email' }, 'Email válido es requerido'],
      [{ age: 15 }, 'Edad mínima 16 años'],
      [{ age: 101 }, 'Edad máxima 100 años'],
      [{ height: ' ' }, 'Altura es requerida'],
      [{ weight: '' }, 'Peso es requerido'],
      [{ physicalActivity: '' }, 'Actividad física es requerida'],
      [{ occupation: '' }, 'Ocupación es requerida'],
      [{ cityCountry: '' }, 'Ciudad y país es requerido'],
      [{ phoneNumber: '' }, 'Número de teléfono es requerido'],
      [{ fitnessGoal: 'bajar' as never }, 'Meta de fitness es requerida'],
    ];
    for (const [override, message] of cases) {
      const body = await refusalOf(
        billing.rpc.request(BillingSubjects.createSubscription, {
          personalData: personalData({ email: 'otra@x.com', ...override }),
        }),
      );
      expect(body).toEqual({ status: 400, code: 'validation_failed', message });
    }
    expect(stripeApi.calls.length).toBe(callsBefore);
    expect(await rowsOf('customers', 'otra@x.com')).toBe(0);
  });
  it('refuses an e-mail that already has the edition a purchase would buy, before calling Stripe or storing anything', async () => {
    harness.challenge.covered.add('ya.pago@gmail.com');
    const callsBefore = stripeApi.calls.length;
    const body = await refusalOf(
      billing.rpc.request(BillingSubjects.createSubscription, {
        personalData: personalData({ email: ' Ya.Pago@Gmail.com' }),
      }),
    );
    expect(body).toEqual({ status: 409, code: 'already_paid', message: BillingMessages.emailAlreadyPaid });
    expect(harness.challenge.asked).toContain('ya.pago@gmail.com');
    expect(stripeApi.calls.length).toBe(callsBefore);
    expect(await rowsOf('customers', 'ya.pago@gmail.com')).toBe(0);
    expect(await rowsOf('subscriptions', 'ya.pago@gmail.com')).toBe(0);
  });
});

describe('Stripe webhooks', () => {
  it('keeps an event the gateway flagged as malformed, with its reason and raw body, and applies nothing', async () => {
    const { customerId } = await checkoutOf('mal.formado@gmail.com');
    const tables = ['payments', 'webhook_events', 'outbox'];
    const countsOf = async () => {
      const counts: number[] = [];
      for (const table of tables) counts.push(await count(table));
      return counts;
    };
    const before = await countsOf();
    const payload = stripeEvent('invoice.paid', { id: 'in_without_amount', customer: customerId, currency: 'usd' });
    const problem = 'data.object.amount_paid: requerido';
    await feed.malformed('stripe', 'invoice.paid', payload, problem);
    const kept = await sql.query(
      "SELECT type, reason, convert_from(raw_body, 'UTF8') AS body FROM billing.malformed_webhooks WHERE convert_from(raw_body, 'UTF8') LIKE '%in_without_amount%'",
    );
    expect(kept.rows).toEqual([{ type: 'invoice.paid', reason: problem, body: payload }]);
    expect(await countsOf()).toEqual(before);
  });

  it('records a paid invoice and its outbox row together, and publishes billing.payment.succeeded.v1 once, even when replayed', async () => {
    const email = 'factura.pagada@gmail.com';
    const { checkout, customerId } = await checkoutOf(email);
    const invoice = paidInvoice('in_first', customerId, null, checkout.subscriptionId);
    const payload = stripeEvent('invoice.paid', invoice);
    expect(await deliver(payload)).toEqual({ duplicate: false });
    // Stripe retries: the bus already holds that event id.
    expect(await deliver(payload)).toEqual({ duplicate: true });
    // Replayed after the bus forgot it (another message id): webhook_events still knows the event.
    expect(await deliver(payload, 'replayed-after-the-duplicate-window')).toEqual({ duplicate: false });
    // The same invoice under its other event type does not pay twice either.
    const twin = stripeEvent('invoice.payment_succeeded', invoice);
    expect(await deliver(twin)).toEqual({ duplicate: false });

    const { rows } = await sql.query(
      'SELECT id, email, amount_cents, currency, status FROM billing.payments WHERE email = $1',
      [email],
    );
    expect(rows).toEqual([{ id: expect.any(String), email, amount_cents: 7800, currency: 'usd', status: 'succeeded' }]);
    expect(await outboxAbout(email)).toBe(1);
    expect(await outboxAbout(email, BillingSubjects.events.paymentState)).toBe(1);

    const events = await probe.waitFor(BillingSubjects.events.paymentSucceeded, 1, { email });
    expect(events).toHaveLength(1);
    expect(events[0].data).toEqual({
      paymentId: rows[0].id,
      email,
      amountCents: 7800,
      currency: 'usd',
      provider: 'stripe',
      paidAt: expect.any(String),
    });
    expect(events[0].msgId).toMatch(/^[0-9a-f-]{36}$/);

    const status = await billing.rpc.request<SubscriptionStatus>(BillingSubjects.subscriptionStatus, { email });
    expect(status).toMatchObject({ hasSubscription: true, status: 'active' });
  });

  it('20 paid webhooks, each delivered twice, give exactly 20 events, none twice, also to a consumer that was down', async () => {
    const emails = Array.from({ length: 20 }, (_, i) => `miembro${i}@example.com`);
    const payloads = emails.map((email, i) =>
      stripeEvent('invoice.paid', paidInvoice(`in_batch_${i}`, `cus_unknown_${i}`, email)),
    );
    await Promise.all(payloads.map((payload) => deliver(payload)));
    const replays = await Promise.all(payloads.map((payload) => deliver(payload)));
    expect(replays.every((receipt) => receipt.duplicate)).toBe(true);

    const events = await probe.waitFor(BillingSubjects.events.paymentSucceeded, 20, { email: emails });
    expect(events).toHaveLength(20);
    expect(new Set(events.map((event) => event.data.email)).size).toBe(20);
    expect(new Set(events.map((event) => event.msgId)).size).toBe(20);

    // Fault: a consumer that was down while the 20 webhooks arrived (the challenge service stopped)
    // gets every one of them, once, when it comes up: JetStream kept them for its durable consumer.
    const late = await JetStreamProbe.start(
      process.env.NATS_SUBJECT_PREFIX ?? '',
      [BillingSubjects.events.paymentSucceeded],
      'late',
    );
    try {
      const caughtUp = await late.waitFor(BillingSubjects.events.paymentSucceeded, 20, { email: emails });
      expect(caughtUp.map((event) => event.data.email).sort()).toEqual([...emails].sort());
      expect(new Set(caughtUp.map((event) => event.msgId)).size).toBe(20);
    } finally {
      await late.close();
    }
  });

  it('cancels renewal at the end of the period at Stripe; access stays until then', async () => {
    const email = 'sin.renovar@gmail.com';
    const { checkout } = await paidCheckoutOf(email);
    const status = await billing.rpc.request<SubscriptionStatus>(BillingSubjects.cancelRenewal, { email });
    expect(status).toMatchObject({
      hasSubscription: true,
      cancelAtPeriodEnd: true,
      message: BillingMessages.subscriptionEnding,
    });
    const updates = stripeApi.calls.filter((call) => call.path === `/v1/subscriptions/${checkout.subscriptionId}`);
    expect(updates.map((call) => call.params)).toEqual([{ cancel_at_period_end: 'true' }]);
  });

  it('a full refund within the guarantee period revokes; a partial one or one after it keeps access', async () => {
    const refund = (intent: string, refunded = true) =>
      stripeEvent('charge.refunded', {
        id: `ch_${intent}`,
        object: 'charge',
        payment_intent: intent,
        customer: null,
        refunded,
      });
    const pay = async (invoiceId: string, email: string) =>
      expect(await deliver(stripeEvent('invoice.paid', paidInvoice(invoiceId, `cus_${invoiceId}`, email)))).toEqual({
        duplicate: false,
      });
    const [soon, late] = ['devuelta.pronto@example.com', 'devuelta.tarde@example.com'];
    await pay('in_refunded_soon', soon);
    await pay('in_refunded_late', late);
    // A partial refund (Stripe's `refunded` stays false) keeps the access.
    const partial = refund('pi_for_in_refunded_soon', false);
    expect(await deliver(partial)).toEqual({ duplicate: false });
    expect(await probe.waitFor(BillingSubjects.events.paymentRefunded, 1, { email: soon, ms: 800 })).toHaveLength(0);

    const within = refund('pi_for_in_refunded_soon');
    expect(await deliver(within)).toEqual({ duplicate: false });
    expect(await probe.waitFor(BillingSubjects.events.paymentRefunded, 1, { email: soon })).toHaveLength(1);

    // 31 days later (the service's clock moved), a refund of another payment: recorded, access kept.
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    await billing.setClock(later);
    try {
      const outside = refund('pi_for_in_refunded_late');
      expect(await deliver(outside)).toEqual({ duplicate: false });
      expect(await probe.waitFor(BillingSubjects.events.paymentRefunded, 1, { email: late, ms: 1500 })).toHaveLength(0);
      const { rows } = await sql.query(
        "SELECT status FROM billing.payments WHERE provider_payment_id = 'in_refunded_late'",
      );
      expect(rows).toEqual([{ status: 'refunded' }]);
    } finally {
      await billing.setClock(null);
    }
  });

  it('a refund that comes before its payment is kept and applied when the payment arrives, whatever Stripe retries', async () => {
    const fullRefund = (id: string) =>
      stripeEvent('charge.refunded', {
        id: `ch_${id}`,
        object: 'charge',
        payment_intent: id,
        customer: null,
        refunded: true,
        refunds: { object: 'list', data: [{ id: `re_${id}`, object: 'refund', reason: 'requested_by_customer' }] },
      });
    const email = 'primero.devuelto@example.com';
    const refund = fullRefund('pi_refunded_first');
    expect(await deliver(refund)).toEqual({ duplicate: false });
    expect(await deliver(refund)).toEqual({ duplicate: true });
    const payment = paidIntent('pi_refunded_first', email);
    expect(await deliver(payment)).toEqual({ duplicate: false });
    expect(await deliver(payment)).toEqual({ duplicate: true });

    // Its one state says no access: nothing was granted, so nothing has to be revoked.
    const states = await probe.waitFor(BillingSubjects.events.paymentState, 1, { email });
    expect(states.map((event) => event.data)).toEqual([
      expect.objectContaining({
        version: 1,
        access: false,
        state: 'refunded',
        refundReasons: ['requested_by_customer'],
      }),
    ]);
    expect(probe.of(BillingSubjects.events.paymentSucceeded, email)).toHaveLength(0);
    const { rows } = await sql.query(
      "SELECT status FROM billing.payments WHERE provider_payment_id = 'pi_refunded_first'",
    );
    expect(rows).toEqual([{ status: 'refunded' }]);
  });

  it('a subscription keeps the newest state Stripe sent, whatever order its events arrive in', async () => {
    const { checkout } = await paidCheckoutOf('estado.nuevo@gmail.com');
    const subscriptionId = checkout.subscriptionId;
    const at = Math.floor(Date.now() / 1000);
    const changed = (type: string, created: number, state: Record<string, unknown>) =>
      JSON.stringify({
        ...JSON.parse(stripeEvent(type, { id: subscriptionId, object: 'subscription', ...state })),
        created,
      });
    const stateOf = async () =>
      (
        await sql.query(
          'SELECT status, cancel_at_period_end AS "cancelAtPeriodEnd" FROM billing.subscriptions WHERE provider_subscription_id = $1',
          [subscriptionId],
        )
      ).rows[0];
    const deleted = changed('customer.subscription.deleted', at + 120, {
      status: 'canceled',
      cancel_at_period_end: false,
    });
    const olderUpdate = changed('customer.subscription.updated', at + 60, {
      status: 'active',
      cancel_at_period_end: true,
    });
    // The newest first, then an older one and the retries of both: the end state is the newest.
    expect(await deliver(deleted)).toEqual({ duplicate: false });
    expect(await deliver(olderUpdate)).toEqual({ duplicate: false });
    expect(await deliver(olderUpdate)).toEqual({ duplicate: true });
    expect(await deliver(deleted)).toEqual({ duplicate: true });
    expect(await stateOf()).toEqual({ status: 'canceled', cancelAtPeriodEnd: false });
  });
});

describe("a renewal changed at Stripe's own dashboard", () => {
  /** A paid checkout's subscription: Stripe's id, billing's own, the edition its period pays for (running on its last instant). */
  const subscriptionOf = async (email: string) => {
    const { checkout } = await paidCheckoutOf(email);
    const { rows } = await sql.query(
      'SELECT id, current_period_end FROM billing.subscriptions WHERE provider_subscription_id = $1',
      [checkout.subscriptionId],
    );
    const lastInstant = new Date((rows[0].current_period_end as Date).getTime() - 1);
    return {
      stripeId: checkout.subscriptionId,
      id: rows[0].id as string,
      edition: runningEdition(lastInstant.toISOString().slice(0, 10)).number,
    };
  };
  const at = Math.floor(Date.now() / 1000);
  /** Stripe's event about the subscription, made at `at + seconds` (its `created`). */
  const changed = (stripeId: string, type: string, seconds: number, state: Record<string, unknown>) =>
    JSON.stringify({
      ...JSON.parse(stripeEvent(type, { id: stripeId, object: 'subscription', ...state })),
      created: at + seconds,
    });
  const off = (stripeId: string, seconds: number) =>
    changed(stripeId, 'customer.subscription.updated', seconds, { status: 'active', cancel_at_period_end: true });
  const on = (stripeId: string, seconds: number) =>
    changed(stripeId, 'customer.subscription.updated', seconds, { status: 'active', cancel_at_period_end: false });
  const ended = (stripeId: string, seconds: number) =>
    changed(stripeId, 'customer.subscription.deleted', seconds, { status: 'canceled', cancel_at_period_end: false });
  /** Waits for `count` renewal changes of billing's subscription `id`, and a little longer, so one more would show. */
  const changesOf = async (id: string, count: number) =>
    (
      await probe.waitFor(BillingSubjects.events.renewalChanged, count, { where: (data) => data.subscriptionId === id })
    ).map((event) => event.data);
  const change = (id: string, edition: number, renews: boolean, seconds: number) => ({
    subscriptionId: id,
    edition,
    renews,
    changedAt: new Date((at + seconds) * 1000).toISOString(),
  });

  it('is told to the funnel through the outbox once per change, retries and repeated states adding nothing', async () => {
    const { stripeId, id, edition } = await subscriptionOf('panel.stripe@gmail.com');
    const turnedOff = off(stripeId, 60);
    expect(await deliver(turnedOff)).toEqual({ duplicate: false });
    expect(await deliver(turnedOff)).toEqual({ duplicate: true });
    expect(await deliver(off(stripeId, 90))).toEqual({ duplicate: false });
    expect(await deliver(on(stripeId, 120))).toEqual({ duplicate: false });
    expect(await deliver(on(stripeId, 150))).toEqual({ duplicate: false });
    expect(await changesOf(id, 2)).toEqual([change(id, edition, false, 60), change(id, edition, true, 120)]);
  });

  it('in any order: an event older than the state held tells nothing, a subscription Stripe ends renews no more', async () => {
    const { stripeId, id, edition } = await subscriptionOf('panel.desorden@gmail.com');
    expect(await deliver(ended(stripeId, 180))).toEqual({ duplicate: false });
    expect(await deliver(on(stripeId, 120))).toEqual({ duplicate: false });
    expect(await deliver(off(stripeId, 60))).toEqual({ duplicate: false });
    expect(await changesOf(id, 1)).toEqual([change(id, edition, false, 180)]);
  });

  it("the member's own switch is told once: Stripe's echo of it and its older events add nothing, a later change at the dashboard does", async () => {
    const email = 'panel.eco@gmail.com';
    const { stripeId, id, edition } = await subscriptionOf(email);
    await billing.rpc.request<SubscriptionStatus>(BillingSubjects.cancelRenewal, { email });
    // Stripe made its event of the change as billing asked for it (its `created` in whole seconds).
    const echo = Math.floor(Date.now() / 1000) - at;
    // An event Stripe made before the switch, arriving after it, changes nothing.
    expect(await deliver(on(stripeId, echo - 30))).toEqual({ duplicate: false });
    const { rows } = await sql.query('SELECT cancel_at_period_end FROM billing.subscriptions WHERE id = $1', [id]);
    expect(rows[0].cancel_at_period_end).toBe(true);
    expect(await deliver(off(stripeId, echo))).toEqual({ duplicate: false });
    expect(await deliver(on(stripeId, echo + 60))).toEqual({ duplicate: false });
    expect(await changesOf(id, 2)).toEqual([
      { subscriptionId: id, edition, renews: false, changedAt: expect.any(String) },
      change(id, edition, true, echo + 60),
    ]);
  });
});

describe('disputes', () => {
  it('a chargeback ends the access whenever it comes: before its payment, or after the guarantee period, with retries', async () => {
    const withdrawn = (id: string) =>
      stripeEvent('charge.dispute.funds_withdrawn', {
        id: `dp_${id}`,
        object: 'dispute',
        charge: `ch_${id}`,
        payment_intent: id,
        amount: 7800,
        status: 'needs_response',
      });
    const revocationsOf = (email: string) => probe.waitFor(BillingSubjects.events.paymentRefunded, 1, { email });
    const statusOf = async (id: string) =>
      (await sql.query('SELECT status FROM billing.payments WHERE provider_payment_id = $1', [id])).rows[0]?.status;

    // The dispute first, retried, then its payment, retried: refunded and revoked.
    const early = withdrawn('pi_disputed_first');
    expect(await deliver(early)).toEqual({ duplicate: false });
    expect(await deliver(early)).toEqual({ duplicate: true });
    const payment = paidIntent('pi_disputed_first', 'disputa.antes@example.com');
    expect(await deliver(payment)).toEqual({ duplicate: false });
    expect(await deliver(payment)).toEqual({ duplicate: true });
    expect(await statusOf('pi_disputed_first')).toBe('disputed');
    const states = await probe.waitFor(BillingSubjects.events.paymentState, 1, { email: 'disputa.antes@example.com' });
    expect(states.map((event) => event.data.access)).toEqual([false]);

    // Paid, then disputed 45 days later (past the 30-day guarantee, where a refund keeps the access).
    expect(await deliver(paidIntent('pi_disputed_late', 'disputa.tarde@example.com'))).toEqual({ duplicate: false });
    await billing.setClock(new Date(Date.now() + 45 * 24 * 60 * 60 * 1000));
    try {
      expect(await deliver(withdrawn('pi_disputed_late'))).toEqual({ duplicate: false });
      expect(await statusOf('pi_disputed_late')).toBe('disputed');
      expect(await revocationsOf('disputa.tarde@example.com')).toHaveLength(1);
      expect(probe.of(BillingSubjects.events.paymentRefunded, 'disputa.antes@example.com')).toHaveLength(0);
    } finally {
      await billing.setClock(null);
    }
  });
});

describe('a Stripe payment that was not the price', () => {
  it('grants nothing; the trainer refunds it through Stripe once, audited, and cannot settle it twice', async () => {
    const cheap = { ...paidInvoice('in_cheap', 'cus_cheap', 'barato@example.com'), amount_paid: 100 };
    expect(await deliver(stripeEvent('invoice.paid', cheap))).toEqual({ duplicate: false });
    const { discrepancies } = await billing.rpc.request<{ discrepancies: DiscrepancyDto[] }>(
      BillingSubjects.listDiscrepancies,
    );
    const listed = discrepancies.find((row) => row.providerPaymentId === 'in_cheap');
    expect(listed).toMatchObject({
      provider: 'stripe',
      email: 'barato@example.com',
      amountCents: 100,
      currency: 'usd',
    });

    const actor = { id: 1, username: 'admin' };
    const resolve = (resolution: string) =>
      billing.rpc.request(BillingSubjects.resolveDiscrepancy, { paymentId: listed!.paymentId, resolution, actor });
    expect(await resolve('refund')).toEqual({ paymentId: listed!.paymentId, status: 'refunded' });
    const refundsOfIt = () =>
      stripeApi.callsTo('POST', '/v1/refunds').filter((call) => call.params.payment_intent === 'pi_for_in_cheap');
    expect(refundsOfIt()).toEqual([
      {
        method: 'POST',
        path: '/v1/refunds',
        params: { payment_intent: 'pi_for_in_cheap' },
        idempotencyKey: `discrepancy-refund-${listed!.paymentId}`,
      },
    ]);
    expect(await refusalOf(resolve('grant'))).toMatchObject({ status: 409, message: 'Ese pago ya se resolvió' });
    expect(refundsOfIt()).toHaveLength(1);
    // The money table says why it went back: not the price.
    const states = await probe.waitFor(BillingSubjects.events.paymentState, 2, { email: 'barato@example.com' });
    expect(states.at(-1)?.data).toMatchObject({ state: 'refunded', refundReasons: ['price_mismatch'] });
    const { rows } = await sql.query(
      "SELECT payload->>'action' AS action FROM billing.outbox WHERE subject LIKE '%audit%' AND payload->>'target' LIKE '%in_cheap%' ORDER BY created_at",
    );
    expect(rows.map((row) => row.action)).toEqual(['payment.refunded']);
    // It never granted access: no payment event went out for it.
    const granted = probe.waitFor(BillingSubjects.events.paymentSucceeded, 1, { email: 'barato@example.com', ms: 800 });
    expect(await granted).toHaveLength(0);
    const unknown = billing.rpc.request(BillingSubjects.resolveDiscrepancy, {
      paymentId: 'x',
      resolution: 'grant',
      actor,
    });
    expect(await refusalOf(unknown)).toMatchObject({ status: 400, message: 'Pago no encontrado' });
  });
});

describe('Stripe in the pinned API version (invoices carry no payment_intent)', () => {
  /** An invoice as the pinned version's webhooks send it: no `payment_intent`, its payments not expanded. */
  const pinnedInvoice = (id: string, email: string, fields: Record<string, unknown> = {}) => {
    const { payment_intent: _omitted, ...invoice } = paidInvoice(id, `cus_${id}`, email);
    return { ...invoice, ...fields };
  };
  const stateOf = async (email: string, count = 1) =>
    (await probe.waitFor(BillingSubjects.events.paymentState, count, { email })).map((event) => event.data);
  const refundOf = (intent: string, charge: string, fields: Record<string, unknown> = {}) =>
    stripeEvent('charge.refunded', {
      id: charge,
      object: 'charge',
      payment_intent: intent,
      customer: null,
      refunded: true,
      ...fields,
    });

  it('a dispute of a subscription payment is applied: the invoice is matched through its invoice payments', async () => {
    stripeApi.invoicePayments.set('in_pinned_dispute', 'pi_pinned_dispute');
    const email = 'disputa.fijada@example.com';
    expect(await deliver(stripeEvent('invoice.paid', pinnedInvoice('in_pinned_dispute', email)))).toEqual({
      duplicate: false,
    });
    expect(await stateOf(email)).toEqual([expect.objectContaining({ version: 1, access: true })]);
    const dispute = stripeEvent('charge.dispute.funds_withdrawn', {
      id: 'dp_pinned',
      object: 'dispute',
      charge: 'ch_pinned_dispute',
      payment_intent: 'pi_pinned_dispute',
      amount: 7800,
      status: 'needs_response',
    });
    expect(await deliver(dispute)).toEqual({ duplicate: false });
    expect((await stateOf(email, 2)).at(-1)).toMatchObject({ version: 2, access: false, state: 'disputed' });
  });

  it('a refund that comes before its invoice is matched when the invoice arrives', async () => {
    stripeApi.invoicePayments.set('in_pinned_early', 'pi_pinned_early');
    const email = 'reembolso.temprano@example.com';
    expect(await deliver(refundOf('pi_pinned_early', 'ch_pinned_early'))).toEqual({ duplicate: false });
    expect(await deliver(stripeEvent('invoice.paid', pinnedInvoice('in_pinned_early', email)))).toEqual({
      duplicate: false,
    });
    expect(await stateOf(email)).toEqual([expect.objectContaining({ version: 1, access: false, state: 'refunded' })]);
  });

  it("a refund of an old charge refunds that payment, never the customer's latest", async () => {
    const email = 'cargo.viejo@example.com';
    stripeApi.invoicePayments.set('in_pinned_old', 'pi_pinned_old');
    stripeApi.invoicePayments.set('in_pinned_renewal', 'pi_pinned_renewal');
    const customer = { customer: 'cus_pinned_same' };
    await deliver(stripeEvent('invoice.paid', pinnedInvoice('in_pinned_old', email, customer)));
    await deliver(stripeEvent('invoice.paid', pinnedInvoice('in_pinned_renewal', email, customer)));
    expect(await stateOf(email, 2)).toHaveLength(2);
    await deliver(refundOf('pi_pinned_old', 'ch_pinned_old'));
    const states = await stateOf(email, 3);
    const { rows } = await sql.query(
      `SELECT provider_payment_id AS id, status, state_version FROM billing.payments WHERE email = $1 ORDER BY 1`,
      [email],
    );
    expect(rows).toEqual([
      { id: 'in_pinned_old', status: 'refunded', state_version: 2 },
      { id: 'in_pinned_renewal', status: 'succeeded', state_version: 1 },
    ]);
    expect(states.filter((state) => state.version === 2)).toHaveLength(1);
  });

  it('a zero-decimal currency is read in whole units: the quote in yen is the price', async () => {
    const quote = await billing.rpc.request<PriceQuote>(BillingSubjects.quotePrice, { country: 'JP' });
    expect(quote.currency).toBe('JPY');
    stripeApi.invoicePayments.set('in_pinned_yen', 'pi_pinned_yen');
    const email = 'yenes@example.com';
    const invoice = pinnedInvoice('in_pinned_yen', email, { currency: 'jpy', amount_paid: quote.amount });
    expect(await deliver(stripeEvent('invoice.paid', invoice))).toEqual({ duplicate: false });
    expect(await stateOf(email)).toEqual([
      expect.objectContaining({ access: true, state: 'paid', amountCents: quote.amount, currency: 'jpy' }),
    ]);
  });

  it("resolving such a payment's discrepancy as a refund calls Stripe's refund API for the invoice's payment", async () => {
    stripeApi.invoicePayments.set('in_pinned_cheap', 'pi_pinned_cheap');
    const email = 'barato.fijado@example.com';
    await deliver(stripeEvent('invoice.paid', pinnedInvoice('in_pinned_cheap', email, { amount_paid: 100 })));
    await stateOf(email);
    const { discrepancies } = await billing.rpc.request<{ discrepancies: DiscrepancyDto[] }>(
      BillingSubjects.listDiscrepancies,
    );
    const listed = discrepancies.find((row) => row.providerPaymentId === 'in_pinned_cheap')!;
    const actor = { id: 1, username: 'admin' };
    expect(
      await billing.rpc.request(BillingSubjects.resolveDiscrepancy, {
        paymentId: listed.paymentId,
        resolution: 'refund',
        actor,
      }),
    ).toEqual({ paymentId: listed.paymentId, status: 'refunded' });
    expect(
      stripeApi.callsTo('POST', '/v1/refunds').filter((call) => call.params.payment_intent === 'pi_pinned_cheap'),
    ).toEqual([expect.objectContaining({ idempotencyKey: `discrepancy-refund-${listed.paymentId}` })]);
  });
});

describe('the billing period is the edition (Stripe, on a test clock)', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  it("a buyer who pays nine days before edition 80 is charged the price now, the profile says edition 81's first day, and Stripe charges the renewal then", async () => {
    harness.challenge.edition = 80;
    const start81 = editionStartsAt(81);
    const start82 = editionStartsAt(82);
    const paysAt = new Date(editionStartsAt(80).getTime() - 9 * DAY_MS + 10 * 60 * 60 * 1000);
    stripeApi.frozenTime = paysAt.getTime();
    await billing.setClock(paysAt);
    try {
      const email = 'periodo.stripe@example.com';
      const { checkout, customerId } = await checkoutOf(email);
      // The cycle is anchored on edition 81's first day, the time until then not prorated, and the
      // edition bought charged now.
      const [created] = stripeApi
        .callsTo('POST', '/v1/subscriptions')
        .filter((call) => call.params['metadata[reto_email]'] === email);
      expect(created!.params).toMatchObject({
        billing_cycle_anchor: String(start81.getTime() / 1000),
        proration_behavior: 'none',
        'add_invoice_items[0][price_data][unit_amount]': '7800',
        'add_invoice_items[0][price_data][currency]': 'usd',
      });
      expect(stripeApi.firstInvoiceCents(checkout.subscriptionId)).toBe(7800);

      const first = {
        ...paidInvoice('in_periodo_first', customerId, null, checkout.subscriptionId),
        billing_reason: 'subscription_create',
        status_transitions: { paid_at: Math.floor(paysAt.getTime() / 1000) },
      };
      await deliver(stripeEvent('invoice.paid', first));
      const status = () => billing.rpc.request<SubscriptionStatus>(BillingSubjects.subscriptionStatus, { email });
      expect((await status()).currentPeriodEnd).toBe(start81.toISOString());

      // Nothing is charged during edition 80; the renewal is billed on edition 81's first day.
      expect(stripeApi.advanceTestClock(new Date(start81.getTime() - 60 * 60 * 1000), customerId)).toEqual([]);
      const renewals = stripeApi.advanceTestClock(new Date(start81.getTime() + 60 * 60 * 1000), customerId);
      expect(renewals.map((event) => event.object.status_transitions)).toEqual([{ paid_at: start81.getTime() / 1000 }]);
      await billing.setClock(new Date(start81.getTime() + 60 * 60 * 1000));
      await deliver(stripeEvent('invoice.paid', renewals[0]!.object));
      const { rows } = await sql.query<{ paid_at: Date; amount_cents: number }>(
        'SELECT paid_at, amount_cents FROM billing.payments WHERE email = $1 ORDER BY paid_at',
        [email],
      );
      expect(rows.map((row) => [row.paid_at.toISOString(), row.amount_cents])).toEqual([
        [paysAt.toISOString(), 7800],
        [start81.toISOString(), 7800],
      ]);
      expect((await status()).currentPeriodEnd).toBe(start82.toISOString());
    } finally {
      stripeApi.frozenTime = Date.now();
      await billing.setClock(null);
    }
  });
});
