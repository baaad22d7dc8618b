import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BillingMessages,
  BillingSubjects,
  type DiscrepancyDto,
  type PaymentConfirmation,
  type PriceQuote,
  type StorePurchaseReceipt,
  type SubscriptionCheckout,
  type SubscriptionStatus,
} from '@reto/contracts';
import { connectTestNats, refusalOf, until, type ServiceUnderTest } from '@reto/platform/testing';
import pg from 'pg';
import { startBillingHarness, type BillingHarness } from './billing-harness.js';
import { JetStreamProbe } from './jetstream-probe.js';
import { WebhookFeed } from './webhook-feed.js';

let harness: BillingHarness;
let billing: ServiceUnderTest;
let probe: JetStreamProbe;
let feed: WebhookFeed;
let sql: pg.Client;
let ratesServer: Server;
const goodRates = {
  status: 200,
  body: { result: 'success', base_code: 'USD', rates: { USD: 1, MXN: 17.9, EUR: 0.9, ARS: 1400 } },
};
/** What the exchange-rate provider answers; a test that makes it fail puts it back after. */
let ratesAnswer: { status: number; body: unknown } = goodRates;

const personalData = (email: string) => ({
  fullName: 'Diego Ramírez',
  email,
  age: '28',
  height: '178 cm',
  weight: '80 kg',
  physicalActivity: 'activo',
  occupation: 'Ingeniero',
  cityCountry: 'Madrid, España',
  phoneCountryCode: '+34',
  phoneNumber: '600111222',
  fitnessGoal: 'aumentar_masa_muscular',
});
const count = async (table: string) => Number((await sql.query(`SELECT count(*) FROM billing.${table}`)).rows[0].count);
const checkoutOf = (email: string) =>
  billing.rpc.request<SubscriptionCheckout>(BillingSubjects.createSubscription, { personalData: personalData(email) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

const order = (id: number, email: string) =>
  JSON.stringify({ id, email, total_price: '78.00', currency: 'USD', financial_status: 'paid' });
/** A Shopify webhook the gateway verified, on JetStream as the gateway puts it; resolves once billing applied it. */
const signed = (body: string, topic: string) => feed.shopify(body, topic);
const refund = (orderId: number, amount: string, n = 0) =>
  JSON.stringify({
    id: orderId * 10 + n,
    order_id: orderId,
    transactions: [{ kind: 'refund', status: 'success', amount }],
  });
/** A Shopify dispute of an order: a `chargeback` (the bank took the money back) or an `inquiry`. */
const dispute = (orderId: number, type: 'chargeback' | 'inquiry') =>
  JSON.stringify({
    id: orderId * 7,
    order_id: orderId,
    type,
    amount: '78.00',
    currency: 'USD',
    reason: 'fraudulent',
    status: 'needs_response',
  });
const refundedEmails = () =>
  probe.of(BillingSubjects.events.paymentRefunded).map((event) => event.data.email as string);
const waitForRefundOf = async (email: string) => {
  const deadline = Date.now() + 5_000;
  while (!refundedEmails().includes(email) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
};

beforeAll(async () => {
  ratesServer = createServer((_req, res) => {
    res.writeHead(ratesAnswer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(ratesAnswer.body));
  });
  await new Promise<void>((resolve) => ratesServer.listen(0, '127.0.0.1', resolve));
  harness = await startBillingHarness({
    PAYMENT_TEST_MODE: 'true',
    EXCHANGE_RATES_URL: `http://127.0.0.1:${(ratesServer.address() as AddressInfo).port}/v6/latest/USD`,
    REDIS_PREFIX: `itbillingsim${Date.now()}`,
  });
  ({ billing, probe, sql, feed } = harness);
});

afterAll(async () => {
  await harness?.close();
  await new Promise((resolve) => ratesServer?.close(resolve));
});

describe('the simulated provider (no Stripe keys)', () => {
  it('runs the same flow: a client secret for the test-mode card form', async () => {
    const checkout = await checkoutOf('diego@example.com');
    expect(checkout).toMatchObject({ provider: 'simulated', publishableKey: null, amountCents: 7800, currency: 'usd' });
    expect(checkout.clientSecret).toMatch(/^sim_\w+_secret_[0-9a-f]{32}$/);
  });

  it("tells the trainer's funnel of each checkout it starts, once: an id of its own, the edition and the day, nothing about the buyer; a refused checkout tells nothing", async () => {
    // An edition no other test buys: the events are found by it, since they name no one.
    const edition = 9_001;
    const ofEdition = (data: Record<string, unknown>) => data.edition === edition;
    harness.challenge.edition = edition;
    try {
      const before = new Date().toISOString().slice(0, 10);
      const first = await checkoutOf('embudo.uno@example.com');
      await checkoutOf('embudo.dos@example.com');
      harness.challenge.covered.add('embudo.tres@example.com');
      expect(await refusalOf(checkoutOf('embudo.tres@example.com'))).toMatchObject({ status: 409 });
      const after = new Date().toISOString().slice(0, 10);

      const started = await probe.waitFor(BillingSubjects.events.checkoutStarted, 2, { where: ofEdition });
      expect(started.map((event) => event.data)).toEqual([
        { checkoutId: expect.stringMatching(UUID), edition, day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
        { checkoutId: expect.stringMatching(UUID), edition, day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      ]);
      for (const event of started) expect([before, after]).toContain(event.data.day);
      const ids = started.map((event) => event.data.checkoutId as string);
      expect(new Set(ids).size).toBe(2);
      // Its own id: not the checkout's subscription, whose id is in the client secret.
      for (const id of ids) expect(first.clientSecret).not.toContain(id.replaceAll('-', ''));
    } finally {
      harness.challenge.edition = 80;
    }
  });

  it('refuses a declined card with the decline message and grants nothing', async () => {
    const checkout = await checkoutOf('rechazada@example.com');
    const body = await refusalOf(
      billing.rpc.request(BillingSubjects.confirmSimulatedPayment, {
        ...card,
        cardNumber: '4000 0000 0000 0002',
        clientSecret: checkout.clientSecret,
      }),
    );
    expect(body).toMatchObject({ status: 402, message: BillingMessages.cardDeclined });
    const { rows } = await sql.query('SELECT count(*) FROM billing.payments WHERE email = $1', [
      'rechazada@example.com',
    ]);
    expect(Number(rows[0].count)).toBe(0);
  });

  it('a good card pays once: payment, outbox and one event, even when confirmed twice', async () => {
    const email = 'buena.tarjeta@example.com';
    const checkout = await checkoutOf(email);
    const first = await billing.rpc.request<PaymentConfirmation>(BillingSubjects.confirmSimulatedPayment, {
      ...card,
      clientSecret: checkout.clientSecret,
    });
    const again = await billing.rpc.request<PaymentConfirmation>(BillingSubjects.confirmSimulatedPayment, {
      ...card,
      clientSecret: checkout.clientSecret,
    });
    expect(first).toEqual({ status: 'succeeded', paymentId: expect.any(String) });
    expect(again).toEqual(first);
    const events = await probe.waitFor(BillingSubjects.events.paymentSucceeded, 1, { email });
    expect(events).toHaveLength(1);
    expect(events[0].data).toMatchObject({ email, amountCents: 7800, provider: 'simulated' });
    const status = await billing.rpc.request<SubscriptionStatus>(BillingSubjects.subscriptionStatus, { email });
    expect(status).toMatchObject({ hasSubscription: true, status: 'active', currentPeriodEnd: expect.any(String) });
  });
  it("never charges twice: a second checkout of an e-mail that has the edition is refused, and a card on a checkout started before the first paid is answered with the first's payment", async () => {
    const secondTab = await checkoutOf('doble@example.com');
    const firstTab = await checkoutOf('doble@example.com');
    const paid = await billing.rpc.request<PaymentConfirmation>(BillingSubjects.confirmSimulatedPayment, {
      ...card,
      clientSecret: firstTab.clientSecret,
    });
    await probe.waitFor(BillingSubjects.events.paymentSucceeded, 1, { email: 'doble@example.com' });
    // The payment enrolled the address (the challenge service now says so).
    harness.challenge.covered.add('doble@example.com');
    const payments = await count('payments');
    const customers = await count('customers');
    const again = await refusalOf(
      billing.rpc.request(BillingSubjects.createSubscription, { personalData: personalData('Doble@Example.com') }),
    );
    expect(again).toEqual({ status: 409, code: 'already_paid', message: BillingMessages.emailAlreadyPaid });
    const card2 = await billing.rpc.request(BillingSubjects.confirmSimulatedPayment, {
      ...card,
      clientSecret: secondTab.clientSecret,
    });
    expect(card2).toEqual(paid);
    expect(await count('payments')).toBe(payments);
    expect(await count('customers')).toBe(customers);
  });

  it.each([2, 3, 4, 5])(
    "%i checkouts of one e-mail confirmed at once, then staggered: one payment, the others answered with the first's result",
    async (n) => {
      for (const timing of ['at once', 'staggered'] as const) {
        const email = `confirmaciones.${n}.${timing === 'at once' ? 'juntas' : 'seguidas'}@example.com`;
        const checkouts = [];
        for (let i = 0; i < n; i++) checkouts.push(await checkoutOf(email));
        const confirm = (clientSecret: string) =>
          billing.rpc.request<PaymentConfirmation>(BillingSubjects.confirmSimulatedPayment, { ...card, clientSecret });
        const answers: PaymentConfirmation[] = [];
        if (timing === 'at once') {
          answers.push(...(await Promise.all(checkouts.map((checkout) => confirm(checkout.clientSecret)))));
        } else {
          // Each starts as the one before is under way.
          const pending = checkouts.map(
            (checkout, i) =>
              new Promise<PaymentConfirmation>((resolve, reject) =>
                setTimeout(() => confirm(checkout.clientSecret).then(resolve, reject), i * 15),
              ),
          );
          answers.push(...(await Promise.all(pending)));
        }
        const { rows } = await sql.query('SELECT id FROM billing.payments WHERE email = $1', [email]);
        expect(rows).toHaveLength(1);
        expect(answers).toEqual(Array.from({ length: n }, () => ({ status: 'succeeded', paymentId: rows[0].id })));
        const states = await probe.waitFor(BillingSubjects.events.paymentState, 1, { email });
        expect(states.map((event) => event.data.access)).toEqual([true]);
      }
    },
  );

  it('a store order for an e-mail that already paid the edition is recorded as a refund to make, and grants nothing', async () => {
    const email = 'pago.doble.tienda@example.com';
    const checkout = await checkoutOf(email);
    const paid = await billing.rpc.request<PaymentConfirmation>(BillingSubjects.confirmSimulatedPayment, {
      ...card,
      clientSecret: checkout.clientSecret,
    });
    await signed(order(2401, email), 'orders/paid');
    const states = await probe.waitFor(BillingSubjects.events.paymentState, 2, { email });
    expect(
      states.map((event) => [event.data.paymentId === paid.paymentId, event.data.access, event.data.state]),
    ).toEqual([
      [true, true, 'paid'],
      [false, false, 'second'],
    ]);
    const listed = await billing.rpc.request<{ discrepancies: DiscrepancyDto[] }>(
      BillingSubjects.listDiscrepancies,
      {},
    );
    expect(listed.discrepancies.filter((payment) => payment.email === email)).toEqual([
      expect.objectContaining({ providerPaymentId: '2401', kind: 'second', amountCents: 7800 }),
    ]);
  });
});

describe('Shopify', () => {
  it('the purchase-complete message from the browser is recorded and grants nothing', async () => {
    const email = 'mensaje.tienda@example.com';
    const receipt = await billing.rpc.request<StorePurchaseReceipt>(BillingSubjects.recordStorePurchase, {
      email: 'Mensaje.TIENDA@example.com',
      orderDetails: { orderId: 55 },
      timestamp: new Date().toISOString(),
    });
    expect(receipt).toEqual({ success: true, message: BillingMessages.purchaseRecorded });
    const { rows } = await sql.query(
      'SELECT email, order_details FROM billing.store_purchase_messages WHERE email = $1',
      [email],
    );
    expect(rows).toEqual([{ email, order_details: { orderId: 55 } }]);
    expect(await probe.waitFor(BillingSubjects.events.paymentSucceeded, 1, { email, ms: 600 })).toHaveLength(0);
    const status = await billing.rpc.request<SubscriptionStatus>(BillingSubjects.subscriptionStatus, { email });
    expect(status.hasSubscription).toBe(false);
  });

  it('a verified paid order grants once, also when Shopify sends it again or under its other paid topic', async () => {
    const body = order(1001, 'tienda@example.com');
    expect(await signed(body, 'orders/paid')).toEqual({ duplicate: false });
    expect(await signed(body, 'orders/paid')).toEqual({ duplicate: true });
    // The same order as orders/create is another event, but still one payment.
    expect(await signed(body, 'orders/create')).toEqual({ duplicate: false });
    const events = await probe.waitFor(BillingSubjects.events.paymentSucceeded, 1, { email: 'tienda@example.com' });
    expect(events).toHaveLength(1);
    expect(events[0].data).toMatchObject({ email: 'tienda@example.com', amountCents: 7800, currency: 'usd' });
  });
});

describe('a store order is the price or it is nothing', () => {
  const priced = (id: number, email: string, total: string, currency: string) =>
    JSON.stringify({ id, email, total_price: total, currency, financial_status: 'paid' });
  const statusOf = async (id: number) =>
    (await sql.query('SELECT status FROM billing.payments WHERE provider_payment_id = $1', [String(id)])).rows[0]
      ?.status;
  const paidEmails = () => probe.of(BillingSubjects.events.paymentSucceeded).map((event) => event.data.email as string);

  it('refuses access to an order at 0.00 USD, 1.00 USD or 78 MXN: a discrepancy for the trainer', async () => {
    await signed(priced(3001, 'gratis@example.com', '0.00', 'USD'), 'orders/paid');
    await signed(priced(3002, 'un.dolar@example.com', '1.00', 'USD'), 'orders/paid');
    await signed(priced(3003, 'pesos@example.com', '78.00', 'MXN'), 'orders/paid');
    expect([await statusOf(3001), await statusOf(3002), await statusOf(3003)]).toEqual([
      'discrepancy',
      'discrepancy',
      'discrepancy',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(paidEmails()).not.toEqual(expect.arrayContaining(['gratis@example.com']));
    expect(
      paidEmails().filter((email) =>
        ['gratis@example.com', 'un.dolar@example.com', 'pesos@example.com'].includes(email),
      ),
    ).toEqual([]);
  });

  it('grants access to an order at the price: 78.00 USD, or the quote in pesos within the tolerance', async () => {
    expect(await billing.rpc.request(BillingSubjects.refreshRates)).toMatchObject({ ok: true });
    await signed(priced(3011, 'dolares@example.com', '78.00', 'USD'), 'orders/paid');
    // The quote: round(78 × 17.9) = 1,396 MXN; the store's own conversion may differ a little.
    await signed(priced(3012, 'pesos.bien@example.com', '1410.00', 'MXN'), 'orders/paid');
    expect([await statusOf(3011), await statusOf(3012)]).toEqual(['succeeded', 'succeeded']);
    const granted = ['dolares@example.com', 'pesos.bien@example.com'];
    expect(await probe.waitFor(BillingSubjects.events.paymentSucceeded, 2, { email: granted })).toHaveLength(2);
  });
});

describe('the payment test tool', () => {
  it('marks paid and not paid through the usual events when PAYMENT_TEST_MODE=true', async () => {
    const paid = await billing.rpc.request(BillingSubjects.setTestPaymentStatus, {
      email: 'prueba@example.com',
      hasPaid: true,
    });
    expect(paid).toMatchObject({ success: true, hasPaid: true });
    await billing.rpc.request(BillingSubjects.setTestPaymentStatus, { email: 'prueba@example.com', hasPaid: false });
    const refunded = await probe.waitFor(BillingSubjects.events.paymentRefunded, 1, { email: 'prueba@example.com' });
    expect(refunded).toHaveLength(1);
  });
});

describe('price quotes', () => {
  const quote = (country: string | null) => billing.rpc.request<PriceQuote>(BillingSubjects.quotePrice, { country });
  afterEach(() => {
    ratesAnswer = goodRates;
  });

  it('quotes MX, ES, AR, US and an unknown country from the refreshed rates', async () => {
    expect(await billing.rpc.request(BillingSubjects.refreshRates)).toEqual({ ok: true, currencies: 4 });
    expect(await quote('MX')).toMatchObject({ currency: 'MXN', symbol: '$', amount: 1396, source: 'live' });
    expect(await quote('ES')).toMatchObject({ currency: 'EUR', symbol: '€', amount: 70, source: 'live' });
    expect(await quote('AR')).toMatchObject({ currency: 'ARS', symbol: '$', amount: 109_200, source: 'live' });
    expect(await quote('US')).toMatchObject({ currency: 'USD', symbol: '$', amount: 78 });
    expect(await quote('ZZ')).toMatchObject({ currency: 'USD', amount: 78, source: 'default' });
    expect(await quote(null)).toMatchObject({ currency: 'USD', amount: 78 });
    expect(await billing.rpc.request(BillingSubjects.quotePrice, { country: 'not a country' })).toMatchObject({
      currency: 'USD',
      amount: 78,
    });
  });

  it('tells every gateway that quotes changed when the rates are refreshed, and not when the provider failed', async () => {
    const nc = await connectTestNats();
    let heard = 0;
    nc.subscribe(`${process.env.NATS_SUBJECT_PREFIX ?? ''}${BillingSubjects.broadcasts.pricesChanged}`, {
      callback: () => {
        heard += 1;
      },
    });
    await nc.flush();
    try {
      expect(await billing.rpc.request(BillingSubjects.refreshRates)).toMatchObject({ ok: true });
      await until(() => heard === 1, { what: 'the announcement of the refreshed rates' });
      ratesAnswer = { status: 500, body: { error: 'down' } };
      expect(await billing.rpc.request(BillingSubjects.refreshRates)).toEqual({ ok: false, currencies: 0 });
      // The refusal went out after the announcement a success would have sent: none came.
      await nc.flush();
      expect(heard).toBe(1);
    } finally {
      await nc.drain();
    }
  });

  it('a failing provider keeps the last good rates, and without any falls back to the shipped table', async () => {
    expect(await billing.rpc.request(BillingSubjects.refreshRates)).toMatchObject({ ok: true });
    ratesAnswer = { status: 500, body: { error: 'down' } };
    expect(await billing.rpc.request(BillingSubjects.refreshRates)).toEqual({ ok: false, currencies: 0 });
    expect(await quote('MX')).toMatchObject({ currency: 'MXN', amount: 1396, source: 'live' });

    ratesAnswer = { status: 200, body: { unexpected: true } };
    expect(await billing.rpc.request(BillingSubjects.refreshRates)).toEqual({ ok: false, currencies: 0 });
    const redis = await import('ioredis');
    const client = new redis.Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    await client.del(`${process.env.REDIS_PREFIX}:billing:rates:usd`);
    client.disconnect();
    expect(await quote('MX')).toMatchObject({ currency: 'MXN', amount: Math.round(78 * 18.5), source: 'fallback' });
    expect(await quote('ES')).toMatchObject({ currency: 'EUR', amount: Math.round(78 * 0.92), source: 'fallback' });
  });
});

describe('store orders that moved no money', () => {
  it('a test order, or one pending or partially paid, grants nothing and is listed for the trainer; paid later, it grants', async () => {
    const storeOrder = (id: number, email: string, fields: Record<string, unknown>) =>
      JSON.stringify({ id, email, total_price: '78.00', currency: 'USD', ...fields });
    await signed(storeOrder(2301, 'orden.prueba@example.com', { financial_status: 'paid', test: true }), 'orders/paid');
    await signed(storeOrder(2302, 'orden.pendiente@example.com', { financial_status: 'pending' }), 'orders/create');
    await signed(storeOrder(2303, 'orden.parcial@example.com', { financial_status: 'partially_paid' }), 'orders/paid');
    for (const email of ['orden.prueba@example.com', 'orden.pendiente@example.com', 'orden.parcial@example.com']) {
      const states = await probe.waitFor(BillingSubjects.events.paymentState, 1, { email });
      expect(states.map((event) => event.data.access)).toEqual([false]);
      expect(probe.of(BillingSubjects.events.paymentSucceeded, email)).toHaveLength(0);
    }
    const listed = await billing.rpc.request<{ discrepancies: DiscrepancyDto[] }>(
      BillingSubjects.listDiscrepancies,
      {},
    );
    expect(
      listed.discrepancies
        .filter((payment) => ['2301', '2302', '2303'].includes(payment.providerPaymentId))
        .map(({ providerPaymentId, kind }) => ({ providerPaymentId, kind }))
        .sort((a, b) => a.providerPaymentId.localeCompare(b.providerPaymentId)),
    ).toEqual([
      { providerPaymentId: '2301', kind: 'test' },
      { providerPaymentId: '2302', kind: 'pending' },
      { providerPaymentId: '2303', kind: 'pending' },
    ]);

    // The pending order is paid: now it grants, and leaves the trainer's list.
    await signed(storeOrder(2302, 'orden.pendiente@example.com', { financial_status: 'paid' }), 'orders/paid');
    const states = await probe.waitFor(BillingSubjects.events.paymentState, 2, {
      email: 'orden.pendiente@example.com',
    });
    expect(states.map((event) => [event.data.version, event.data.access])).toEqual([
      [1, false],
      [2, true],
    ]);
    const after = await billing.rpc.request<{ discrepancies: DiscrepancyDto[] }>(BillingSubjects.listDiscrepancies, {});
    expect(after.discrepancies.map((payment) => payment.providerPaymentId)).not.toContain('2302');
  });
});

describe('Shopify refunds', () => {
  it('a full refund revokes the access once; a partial one or an unknown order changes nothing', async () => {
    await signed(order(2001, 'devuelta@example.com'), 'orders/paid');
    await probe.waitFor(BillingSubjects.events.paymentSucceeded, 1, { email: 'devuelta@example.com' });

    expect(await signed(refund(2001, '10.00', 1), 'refunds/create')).toEqual({ duplicate: false });
    expect(await signed(refund(9999, '78.00'), 'refunds/create')).toEqual({ duplicate: false });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(refundedEmails()).not.toContain('devuelta@example.com');

    expect(await signed(refund(2001, '78.00'), 'refunds/create')).toEqual({ duplicate: false });
    expect(await signed(refund(2001, '78.00'), 'refunds/create')).toEqual({ duplicate: true });
    await waitForRefundOf('devuelta@example.com');
    expect(refundedEmails().filter((email) => email === 'devuelta@example.com')).toHaveLength(1);
    const { rows } = await sql.query("SELECT status FROM billing.payments WHERE provider_payment_id = '2001'");
    expect(rows).toEqual([{ status: 'refunded' }]);
  });

  it('a refund, a cancellation or a chargeback that comes before its order is applied when the order arrives', async () => {
    const cases = [
      { id: 2101, email: 'antes.reembolso@example.com', refundFirst: refund(2101, '78.00'), topic: 'refunds/create' },
      {
        id: 2102,
        email: 'antes.cancelada@example.com',
        refundFirst: JSON.stringify({
          id: 2102,
          email: 'antes.cancelada@example.com',
          total_price: '78.00',
          currency: 'USD',
          financial_status: 'refunded',
        }),
        topic: 'orders/cancelled',
      },
      {
        id: 2105,
        email: 'antes.disputa@example.com',
        refundFirst: dispute(2105, 'chargeback'),
        topic: 'disputes/create',
      },
    ];
    for (const { id, email, refundFirst, topic } of cases) {
      expect(await signed(refundFirst, topic)).toEqual({ duplicate: false });
      // Shopify retries: the same refund again, then the order, twice.
      expect(await signed(refundFirst, topic)).toEqual({ duplicate: true });
      expect(await signed(order(id, email), 'orders/paid')).toEqual({ duplicate: false });
      expect(await signed(order(id, email), 'orders/paid')).toEqual({ duplicate: true });
      // One state, no access: the order never granted anything, so there is nothing to revoke.
      const states = await probe.waitFor(BillingSubjects.events.paymentState, 1, { email });
      expect(states.map((event) => event.data)).toEqual([expect.objectContaining({ version: 1, access: false })]);
      expect(probe.of(BillingSubjects.events.paymentSucceeded, email)).toHaveLength(0);
      const { rows } = await sql.query('SELECT status FROM billing.payments WHERE provider_payment_id = $1', [
        String(id),
      ]);
      expect(rows).toEqual([{ status: topic === 'disputes/create' ? 'disputed' : 'refunded' }]);
    }
    const stateOf = async (email: string) =>
      (await probe.waitFor(BillingSubjects.events.paymentState, 1, { email })).map((event) => event.data).at(-1);
    // A partial refund that came first leaves the access when the order arrives.
    await signed(refund(2103, '10.00'), 'refunds/create');
    await signed(order(2103, 'antes.parcial@example.com'), 'orders/paid');
    expect(await stateOf('antes.parcial@example.com')).toMatchObject({ access: true, refundedCents: 1000 });
    // Refunds add up, whatever came first: 78 and then 10 more of a 78 order is all of it.
    await signed(refund(2104, '78.00'), 'refunds/create');
    await signed(refund(2104, '10.00', 1), 'refunds/create');
    await signed(order(2104, 'antes.completa@example.com'), 'orders/paid');
    expect(await stateOf('antes.completa@example.com')).toMatchObject({ access: false, refundedCents: 7800 });
  });

  it('a chargeback after the order revokes it; an inquiry changes nothing', async () => {
    await signed(order(2201, 'disputa.despues@example.com'), 'orders/paid');
    await signed(order(2202, 'consulta@example.com'), 'orders/paid');
    expect(await signed(dispute(2202, 'inquiry'), 'disputes/create')).toEqual({ duplicate: false });
    expect(await signed(dispute(2201, 'chargeback'), 'disputes/create')).toEqual({ duplicate: false });
    expect(await signed(dispute(2201, 'chargeback'), 'disputes/create')).toEqual({ duplicate: true });
    await waitForRefundOf('disputa.despues@example.com');
    const statuses = await sql.query(
      "SELECT provider_payment_id AS id, status FROM billing.payments WHERE provider_payment_id IN ('2201', '2202') ORDER BY 1",
    );
    expect(statuses.rows).toEqual([
      { id: '2201', status: 'disputed' },
      { id: '2202', status: 'succeeded' },
    ]);
    expect(refundedEmails()).not.toContain('consulta@example.com');
  });

  it('a cancelled order whose money went back is a refund; a cancelled order still paid is not', async () => {
    await signed(order(2002, 'cancelada@example.com'), 'orders/paid');
    await signed(order(2003, 'sigue@example.com'), 'orders/paid');
    const cancelled = (id: number, email: string, financialStatus: string) =>
      JSON.stringify({ id, email, total_price: '78.00', currency: 'USD', financial_status: financialStatus });
    await signed(cancelled(2003, 'sigue@example.com', 'paid'), 'orders/cancelled');
    await signed(cancelled(2002, 'cancelada@example.com', 'refunded'), 'orders/cancelled');
    await waitForRefundOf('cancelada@example.com');
    expect(refundedEmails()).toContain('cancelada@example.com');
    expect(refundedEmails()).not.toContain('sigue@example.com');
  });
});
