import type pg from 'pg';
import Stripe from 'stripe';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { GatewayClient } from './http-client.js';
import { connectToSystemDatabase } from './system-database.js';

const STRIPE_WEBHOOK_SECRET = 'whsec_fault_test';
const PAYERS = Array.from({ length: 20 }, (_, i) => `pagador.${i}@example.com`);
let system: TestSystem;
let sql: pg.Client;

const stripe = new Stripe('sk_test_offline');
const paidInvoice = (email: string, i: number) =>
  JSON.stringify({
    id: `evt_fault_${i}`,
    object: 'event',
    type: 'invoice.paid',
    data: {
      object: {
        id: `in_fault_${i}`,
        object: 'invoice',
        customer: `cus_${i}`,
        customer_email: email,
        amount_paid: 7800,
        currency: 'usd',
      },
    },
  });
const deliver = (payload: string) =>
  fetch(`${system.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET }),
    },
    body: payload,
  });

const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> => {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
};

beforeAll(async () => {
  system = await startTestSystem({ env: { STRIPE_WEBHOOK_SECRET } });
  sql = await connectToSystemDatabase(system);
}, 120_000);

afterAll(async () => {
  await sql?.end();
  await system?.stop();
});

describe('payments while the challenge service is down', () => {
  it('20 paid webhooks, some delivered twice, give each payer access exactly once after it comes back', async () => {
    await system.supervisor.stop('challenge');

    for (const [i, email] of PAYERS.entries()) expect((await deliver(paidInvoice(email, i))).status).toBe(200);
    for (const [i, email] of PAYERS.slice(0, 5).entries()) {
      expect(await (await deliver(paidInvoice(email, i))).json()).toEqual({ received: true, duplicate: true });
    }
    const pending = await sql.query('SELECT count(*)::int AS n FROM challenge.enrolments');
    expect(pending.rows[0].n).toBe(0);

    system.supervisor.start('challenge');
    const enrolled = await eventually(
      async () => (await sql.query('SELECT email, count(*)::int AS n FROM challenge.enrolments GROUP BY email')).rows,
      (rows) => rows.length >= PAYERS.length,
    );
    expect(enrolled.map((row) => row.email).sort()).toEqual([...PAYERS].sort());
    expect(enrolled.every((row) => row.n === 1)).toBe(true);

    // Paying came before the account: each payer registered afterwards has access.
    for (const email of [PAYERS[0], PAYERS[19]]) {
      const member = new GatewayClient(system.url);
      const registered = await member.rest('POST', '/api/register', {
        username: email.split('@')[0],
        email,
        password: 'pagado-y-listo',
        gender: 'female',
        timezone: 'America/Lima',
      });
      expect(registered.status).toBe(201);
      const me = await eventually(
        () => member.rest('GET', '/api/user'),
        (res) => res.body?.hasPaid === true,
      );
      expect(me.body).toMatchObject({ email, hasPaid: true });
    }
    const total = await sql.query('SELECT count(*)::int AS n FROM challenge.enrolments');
    expect(total.rows[0].n).toBe(PAYERS.length);
  });
});
