// Access follows what was paid, in any order: one payment's provider events (the store's webhooks),
// in every permutation and with duplicates, through the real gateway, billing, JetStream and
// challenge consumers, end in the access those events give in their logical order, also with the
// owner's e-mail verification mixed in; and members whose verification and payment arrive in the
// same instant all end with access. fast-check draws the runs from PROPERTY_SEED: fixed in CI, a
// fresh one (printed) elsewhere; replay a failure with the printed seed.
import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { readDevMailbox, waitForMailLink } from '../../infra/local/smtp-capture.mjs';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { card, personalData } from './purchase-fixtures.js';
import { AdminPanel } from './admin-panel.js';
import { SystemRpc } from './system-rpc.js';
import { WebhookSender } from './webhook-fixtures.js';

import { GatewayClient, eventually } from '@reto/platform/testing';

const SEED = process.env.PROPERTY_SEED
  ? Number(process.env.PROPERTY_SEED)
  : process.env.CI
    ? 20261128
    : randomInt(2 ** 31);
const SHOPIFY_SECRET = 'shopify-ledger-secret';

let system: TestSystem;
let panel: AdminPanel;
let rpc: SystemRpc;
let sender: WebhookSender;
let runs = 0;

beforeAll(async () => {
  // eslint-disable-next-line no-console
  console.log(`billing ledger properties: PROPERTY_SEED=${SEED}`);
  system = await startTestSystem({
    env: {
      STRIPE_WEBHOOK_SECRET: 'whsec_ledger_test',
      SHOPIFY_WEBHOOK_SECRET: SHOPIFY_SECRET,
      PAYMENT_TEST_MODE: 'false',
      // Many registrations from one test address.
      RATE_LIMIT_MAX_PER_IP: '100000',
    },
  });
  panel = await AdminPanel.signIn(system);
  rpc = await SystemRpc.connect(system);
  sender = new WebhookSender(system.url, { stripe: 'whsec_ledger_test', shopify: SHOPIFY_SECRET });
}, 120_000);

afterAll(async () => {
  await rpc?.close();
  await system?.stop();
});

/** The provider facts of one store order, in their logical order. */
const FACTS = ['pending', 'paid', 'refund1', 'refund2', 'disputeOpened', 'disputeWon', 'disputeLost'] as const;
type Fact = (typeof FACTS)[number];
type Step = Fact | 'verify';

/** The access the facts give, applied one by one in their logical order (the reference the system must match). */
function accessInLogicalOrder(facts: readonly Fact[]): boolean {
  let access = false;
  let paid = false;
  let refunded = 0;
  let disputed = false;
  for (const fact of FACTS.filter((logical) => facts.includes(logical))) {
    if (fact === 'paid') paid = true;
    if (fact === 'refund1' || fact === 'refund2') refunded += 3900;
    if (fact === 'disputeOpened' || fact === 'disputeLost') disputed = true;
    if (fact === 'disputeWon') disputed = false;
    access = paid && refunded < 7800 && !disputed;
  }
  return access;
}

/** One webhook per fact: the topic and the body the store sends. */
function webhookOf(fact: Fact, orderId: number, email: string): { topic: string; body: string } {
  const order = (financialStatus: string) =>
    JSON.stringify({ id: orderId, email, total_price: '78.00', currency: 'USD', financial_status: financialStatus });
  const refund = (n: number) =>
    JSON.stringify({
      id: orderId * 10 + n,
      order_id: orderId,
      transactions: [{ kind: 'refund', status: 'success', amount: '39.00' }],
    });
  const dispute = (status: string) =>
    JSON.stringify({ id: orderId * 7, order_id: orderId, type: 'chargeback', amount: '78.00', status });
  switch (fact) {
    case 'pending':
      return { topic: 'orders/create', body: order('pending') };
    case 'paid':
      return { topic: 'orders/paid', body: order('paid') };
    case 'refund1':
      return { topic: 'refunds/create', body: refund(1) };
    case 'refund2':
      return { topic: 'refunds/create', body: refund(2) };
    case 'disputeOpened':
      return { topic: 'disputes/create', body: dispute('needs_response') };
    case 'disputeWon':
      return { topic: 'disputes/update', body: dispute('won') };
    case 'disputeLost':
      return { topic: 'disputes/update', body: dispute('lost') };
  }
}

/** A set of facts a store can send for one order (a dispute ends won or lost, never both). */
const factsArb = fc
  .subarray([...FACTS], { minLength: 1 })
  .filter((facts) => !(facts.includes('disputeWon') && facts.includes('disputeLost')));

/** The facts (and maybe the verification) in an arrival order, some sent again. */
const arrivalArb = (withVerification: boolean) =>
  factsArb.chain((facts) => {
    const steps: Step[] = withVerification ? [...facts, 'verify'] : [...facts];
    return fc
      .tuple(
        fc.shuffledSubarray(steps, { minLength: steps.length }),
        fc.array(fc.constantFrom(...facts), { maxLength: 3 }),
      )
      .chain(([order, again]) =>
        fc
          .array(fc.nat({ max: order.length + again.length }), { minLength: again.length, maxLength: again.length })
          .map((positions) => {
            const arrival = [...order];
            again.forEach((fact, i) => arrival.splice(positions[i]! % (arrival.length + 1), 0, fact));
            return { facts, arrival };
          }),
      );
  });

const register = async (email: string) => {
  const res = await new GatewayClient(system.url).rest('POST', '/api/register', {
    username: email.split('@')[0],
    email,
    password: 'sentadillas-28',
    gender: 'female',
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
};
const verificationLinkOf = (email: string) =>
  waitForMailLink(() => readDevMailbox(system.base.MAIL_DEV_MAILBOX_DIR!), email, 'Verifica');
const openLink = async (link: string) => {
  const res = await fetch(`${system.url}/api/confirm-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: new URL(link).searchParams.get('token') }),
  });
  expect(res.status).toBe(200);
};

/**
 * The order's enrolment as the trainer's look-up shows it, once billing applied every webhook and
 * challenge the payment's latest state (and, when asked, the owner's verification).
 */
async function settledEnrolment(orderId: number, email: string, verified: boolean) {
  await rpc.eventsSettled();
  const settled = await eventually(
    () => panel.addressLookup(email),
    (lookup) => {
      const payment = lookup.payments.find((p) => p.provider === 'shopify' && p.providerPaymentId === String(orderId));
      const enrolment = lookup.enrolments.find((e) => payment && e.paymentId === payment.paymentId);
      const caughtUp = !enrolment || enrolment.appliedStateVersion === payment!.stateVersion;
      return caughtUp && (!verified || lookup.verifiedBy !== null);
    },
    { timeoutMs: 30_000 },
  );
  const payment = settled.payments.find((p) => p.provider === 'shopify' && p.providerPaymentId === String(orderId));
  return settled.enrolments.find((e) => payment && e.paymentId === payment.paymentId) ?? null;
}

async function runArrival({ facts, arrival }: { facts: Fact[]; arrival: Step[] }, withVerification: boolean) {
  const n = ++runs;
  const orderId = 700_000 + (SEED % 100_000) * 10 + n;
  const email = `ledger.${SEED}.${n}@example.com`;
  const userId = withVerification ? await register(email) : null;
  const link = withVerification ? await verificationLinkOf(email) : null;
  for (const [i, step] of arrival.entries()) {
    if (step === 'verify') {
      await openLink(link!);
      continue;
    }
    const { topic, body } = webhookOf(step, orderId, email);
    const res = await sender.shopify(body, topic, `wh-${orderId}-${i}`);
    expect(res.status).toBe(200);
  }
  const enrolment = await settledEnrolment(orderId, email, withVerification);
  const expected = accessInLogicalOrder(facts);
  const live = enrolment !== null && enrolment.revokedAt === null;
  if (live !== expected) throw new Error(`access ${live}, expected ${expected} for ${arrival.join(' → ')}`);
  if (expected && withVerification && enrolment?.userId !== userId) {
    throw new Error(`paid and verified but not linked (${enrolment?.userId}) for ${arrival.join(' → ')}`);
  }
}

/**
 * Arrivals the store really sends, tried first on every run: the reported losses (a refund or a
 * chargeback before its order, two partial refunds that add up, a won dispute, a paid order after its
 * "pending" twin); fast-check draws the rest.
 */
const KNOWN: Array<{ facts: Fact[]; arrival: Step[] }> = [
  { facts: ['paid', 'refund1', 'refund2'], arrival: ['refund1', 'paid', 'refund2', 'refund1'] },
  { facts: ['paid', 'refund1', 'refund2'], arrival: ['paid', 'refund2', 'refund1'] },
  { facts: ['paid', 'disputeOpened'], arrival: ['disputeOpened', 'paid'] },
  { facts: ['paid', 'disputeOpened', 'disputeWon'], arrival: ['disputeWon', 'paid', 'disputeOpened'] },
  { facts: ['paid', 'refund1'], arrival: ['paid', 'refund1', 'paid'] },
  { facts: ['pending', 'paid'], arrival: ['paid', 'pending'] },
];
const withVerification = ({ facts, arrival }: (typeof KNOWN)[number]) => ({
  facts,
  arrival: [...arrival.slice(0, 1), 'verify' as const, ...arrival.slice(1)],
});

describe('access follows the money in any order', () => {
  it('every arrival order and duplication of one order’s store events ends in the access of their logical order', async () => {
    await fc.assert(
      fc.asyncProperty(arrivalArb(false), (drawn) => runArrival(drawn, false)),
      { seed: SEED, numRuns: 25, examples: KNOWN.map((known) => [known]) },
    );
  }, 300_000);

  it('the same with the owner’s e-mail verification mixed in: a paid, verified address ends linked to its account', async () => {
    await fc.assert(
      fc.asyncProperty(arrivalArb(true), (drawn) => runArrival(drawn, true)),
      { seed: SEED + 1, numRuns: 20, examples: KNOWN.map((known) => [withVerification(known)]) },
    );
  }, 300_000);

  it('100 members whose verification and payment arrive in the same instant all end with access', async () => {
    const members = Array.from({ length: 100 }, (_, i) => ({
      email: `instante.${SEED}.${i}@example.com`,
      orderId: 900_000 + (SEED % 1000) * 1000 + i,
    }));
    const ids = new Map<string, number>();
    for (const member of members) ids.set(member.email, await register(member.email));
    const links = await Promise.all(members.map((member) => verificationLinkOf(member.email)));
    await Promise.all(
      members.flatMap((member, i) => [
        openLink(links[i]!),
        sender
          .shopify(webhookOf('paid', member.orderId, member.email).body, 'orders/paid', `wh-inst-${member.orderId}`)
          .then((res) => expect(res.status).toBe(200)),
      ]),
    );
    const linked = async (email: string) =>
      (await panel.addressLookup(email)).enrolments.map((e) => ({
        email,
        userId: e.userId,
        live: e.revokedAt === null,
      }));
    const rows = await eventually(
      async () => (await Promise.all(members.map((member) => linked(member.email)))).flat(),
      (all) => all.length === members.length && all.every((row) => row.live && row.userId !== null),
      { timeoutMs: 60_000 },
    );
    expect(rows.filter((row) => row.userId !== ids.get(row.email))).toEqual([]);
  }, 300_000);
});

describe('charged once', () => {
  it("N checkouts of one e-mail confirmed at once (N = 2..5): one payment, one enrolment, the others answered with the first's result", async () => {
    for (const n of [2, 3, 4, 5]) {
      const email = `una.vez.${SEED}.${n}@example.com`;
      const client = new GatewayClient(system.url);
      const secrets: string[] = [];
      for (let i = 0; i < n; i++) {
        const checkout = await client.rest('POST', '/api/create-subscription', { personalData: personalData(email) });
        expect(checkout.status).toBe(200);
        secrets.push(checkout.body.clientSecret as string);
      }
      const answers = await Promise.all(
        secrets.map((clientSecret) =>
          new GatewayClient(system.url).rest('POST', '/api/confirm-simulated-payment', { ...card, clientSecret }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(secrets.map(() => 200));
      const paymentIds = new Set(answers.map((answer) => answer.body.paymentId));
      expect(paymentIds.size).toBe(1);
      const lookup = await eventually(
        () => panel.addressLookup(email),
        (found) => found.enrolments.length === 1,
        { timeoutMs: 30_000 },
      );
      expect(lookup.payments.map((payment) => payment.paymentId)).toEqual([...paymentIds]);
      expect(lookup.enrolments.map((enrolment) => enrolment.paymentId)).toEqual([...paymentIds]);
    }
  }, 120_000);
});
