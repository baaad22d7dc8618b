import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { AdminPanel } from './admin-panel.js';
import { verifyEmailFromMailbox } from './dev-mailbox.js';
import { outcomeOf, paidInvoiceEvent, WebhookSender } from './webhook-fixtures.js';
import { GatewayClient, eventually } from '@reto/platform/testing';

const STRIPE_WEBHOOK_SECRET = 'whsec_fault_test';
let system: TestSystem;
let panel: AdminPanel;
let webhooks: WebhookSender;

const payers = (label: string, n: number) => Array.from({ length: n }, (_, i) => `${label}.${i}@example.com`);
/** A service just started answers 503 until it listens: none seen yet. */
const onceUp = (read: () => Promise<Array<{ email: string; n: number }>>) => () => read().catch(() => []);
/** How many payments or enrolments each of `emails` has, as the trainer's look-up shows them (those with none left out). */
const perEmail = async (kind: 'payments' | 'enrolments', emails: string[]) =>
  (
    await Promise.all(emails.map(async (email) => ({ email, n: (await panel.addressLookup(email))[kind].length })))
  ).filter((row) => row.n > 0);

beforeAll(async () => {
  system = await startTestSystem({ env: { STRIPE_WEBHOOK_SECRET } });
  panel = await AdminPanel.signIn(system);
  webhooks = new WebhookSender(system.url, { stripe: STRIPE_WEBHOOK_SECRET });
}, 120_000);

afterAll(async () => {
  await system?.stop();
});

describe('payments while the challenge service is down', () => {
  it('20 paid webhooks, some delivered twice, give each payer access exactly once after it comes back', async () => {
    const PAYERS = payers('pagador', 20);
    await system.supervisor.stop('challenge');

    for (const [i, email] of PAYERS.entries()) {
      expect((await webhooks.stripe(paidInvoiceEvent(`fault_${i}`, email))).status).toBe(200);
    }
    for (const [i, email] of PAYERS.slice(0, 5).entries()) {
      expect((await webhooks.stripe(paidInvoiceEvent(`fault_${i}`, email))).body).toEqual({
        received: true,
        duplicate: true,
      });
    }
    system.supervisor.start('challenge');
    const enrolled = await eventually(
      onceUp(() => perEmail('enrolments', PAYERS)),
      (rows) => rows.length >= PAYERS.length,
    );
    expect(enrolled.map((row) => row.email).sort()).toEqual([...PAYERS].sort());
    expect(enrolled.every((row) => row.n === 1)).toBe(true);

    // Paying came before the account: each payer registered afterwards has access once the
    // e-mailed link verified the address.
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
      await verifyEmailFromMailbox(system, email);
      const me = await eventually(
        () => member.rest('GET', '/api/user'),
        (res) => res.body?.hasPaid === true,
      );
      expect(me.body).toMatchObject({ email, hasPaid: true });
    }
    expect(await perEmail('enrolments', PAYERS)).toHaveLength(PAYERS.length);
  }, 180_000);
});

describe('payments while the billing service is down', () => {
  it('50 signed webhooks delivered once each are all answered 200, and give 50 payments and 50 enrolments once it is back', async () => {
    const PAYERS = payers('sinbilling', 50);
    await system.supervisor.stop('billing');

    // The gateway accepted each one durably (JetStream) before its 200: no provider retry is needed.
    for (const [i, email] of PAYERS.entries()) {
      expect(outcomeOf(await webhooks.stripe(paidInvoiceEvent(`billing_down_${i}`, email)))).toEqual({
        status: 200,
        body: { received: true, duplicate: false },
      });
    }
    system.supervisor.start('billing');
    const paid = await eventually(
      onceUp(() => perEmail('payments', PAYERS)),
      (rows) => rows.length >= PAYERS.length,
      { timeoutMs: 60_000 },
    );
    const enrolled = await eventually(
      onceUp(() => perEmail('enrolments', PAYERS)),
      (rows) => rows.length >= PAYERS.length,
    );
    expect(paid.map((row) => row.email).sort()).toEqual([...PAYERS].sort());
    expect(enrolled.map((row) => row.email).sort()).toEqual([...PAYERS].sort());
    // No duplicates: one payment and one enrolment per payer, each event applied once.
    expect(paid.every((row) => row.n === 1)).toBe(true);
    expect(enrolled.every((row) => row.n === 1)).toBe(true);
  }, 180_000);
});
