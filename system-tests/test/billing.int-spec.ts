import { createHmac } from 'node:crypto';
import { BillingMessages, IdentitySubjects } from '@reto/contracts';
import Stripe from 'stripe';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { payWithTheCard } from './paid-checkout.js';
import { card, personalData } from './purchase-fixtures.js';
import { auditOnceShown } from './admin-audit.js';
import { AdminPanel } from './admin-panel.js';
import { readDevMailbox } from '../../infra/local/smtp-capture.mjs';
import { verifyEmailFromMailbox } from './dev-mailbox.js';
import { SystemRpc } from './system-rpc.js';

import { GatewayClient, eventually } from '@reto/platform/testing';

const STRIPE_WEBHOOK_SECRET = 'whsec_contract_test';
const SHOPIFY_SECRET = 'shopify-contract-secret';
let system: TestSystem;
let panel: AdminPanel;
let bus: SystemRpc;

const PERSONAL_DATA_GQL = (email: string, age = 27) =>
  `{ fullName: "Valeria Torres", email: "${email}", age: ${age}, height: "160", weight: "58", physicalActivity: "ligero", occupation: "Profesora", cityCountry: "Lima, Perú", phoneCountryCode: "+51", phoneNumber: "987654321", fitnessGoal: "perder_grasa" }`;
const post = (path: string, body: string, headers: Record<string, string>) =>
  fetch(`${system.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

beforeAll(async () => {
  system = await startTestSystem({
    env: {
      STRIPE_WEBHOOK_SECRET,
      SHOPIFY_WEBHOOK_SECRET: SHOPIFY_SECRET,
      PAYMENT_TEST_MODE: 'false',
    },
  });
  panel = await AdminPanel.signIn(system);
  bus = await SystemRpc.connect(system);
}, 120_000);

afterAll(async () => {
  await bus?.close();
  await system?.stop();
});

/** Registers `username` with `email` from `client`'s browser (the address not verified yet). */
const register = (client: GatewayClient, username: string, email: string, extra: Record<string, unknown> = {}) =>
  client.rest('POST', '/api/register', { username, email, password: 'sentadillas-28', gender: 'female', ...extra });

/** A checkout paid with the test card, and the enrolment that follows its event. */
async function paidWithTheCard(email: string) {
  await payWithTheCard(new GatewayClient(system.url), email);
  await eventually(
    async () => (await panel.addressLookup(email)).enrolments.length,
    (n) => n > 0,
  );
}

describe('subscribe: create-subscription and the simulated provider', () => {
  it('refuses bad personal data with the spec message, over REST and GraphQL alike', async () => {
    const client = new GatewayClient(system.url);
    const rest = await client.rest('POST', '/api/create-subscription', {
      personalData: personalData('joven@example.com', { age: 15 }),
    });
    expect(rest).toMatchObject({ status: 400, body: { message: 'Edad mínima 16 años' } });
    const gql = await client.graphql(
      `mutation { createSubscription(personalData: ${PERSONAL_DATA_GQL('joven@example.com', 15)}) { clientSecret } }`,
    );
    expect(gql.errors?.[0]).toMatchObject({ message: 'Edad mínima 16 años', extensions: { status: 400 } });
    const missingGoal = await client.rest('POST', '/api/create-subscription', {
      personalData: personalData('x@example.com', { fitnessGoal: '' }),
    });
    expect(missingGoal.body.message).toBe('Meta de fitness es requerida');
    for (const email of ['joven@example.com', 'x@example.com']) {
      expect(await panel.addressLookup(email)).toMatchObject({ checkouts: [], payments: [] });
    }
  });

  it('returns a client secret for the test-mode card form, and the card pays', async () => {
    const client = new GatewayClient(system.url);
    const rest = await client.rest('POST', '/api/create-subscription', {
      personalData: personalData('valeria@example.com'),
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      provider: 'simulated',
      amountCents: 7800,
      currency: 'usd',
      publishableKey: null,
    });

    const declined = await client.rest('POST', '/api/confirm-simulated-payment', {
      ...card,
      cardNumber: '4000000000000002',
      clientSecret: rest.body.clientSecret,
    });
    expect(declined).toMatchObject({ status: 402, body: { message: BillingMessages.cardDeclined } });

    const gql = await client.graphql<{ confirmSimulatedPayment: { status: string } }>(
      `mutation($input: SimulatedCardInput!) { confirmSimulatedPayment(input: $input) { status paymentId } }`,
      { input: { ...card, clientSecret: rest.body.clientSecret } },
    );
    expect(gql.data?.confirmSimulatedPayment.status).toBe('succeeded');

    const viaGraphql = await client.graphql<{ createSubscription: { provider: string; amountCents: number } }>(
      `mutation { createSubscription(personalData: ${PERSONAL_DATA_GQL('otra.vez@example.com')}) { provider amountCents currency clientSecret } }`,
    );
    expect(viaGraphql.data?.createSubscription).toMatchObject({ provider: 'simulated', amountCents: 7800 });
  });

  it('never charges twice: a second checkout for an e-mail that has the edition is refused before anything is stored, over REST and GraphQL', async () => {
    const client = new GatewayClient(system.url);
    const rows = async () => {
      const { checkouts, payments } = await panel.addressLookup('dos.veces@example.com');
      return { checkouts: checkouts.length, payments: payments.length };
    };
    await paidWithTheCard('dos.veces@example.com');
    const refused = await client.rest('POST', '/api/create-subscription', {
      personalData: personalData(' Dos.Veces@Example.com'),
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: BillingMessages.emailAlreadyPaid });
    const before = await rows();
    const gql = await client.graphql(
      `mutation { createSubscription(personalData: ${PERSONAL_DATA_GQL('DOS.VECES@example.com')}) { clientSecret } }`,
    );
    expect(gql.errors?.[0]).toMatchObject({
      message: BillingMessages.emailAlreadyPaid,
      extensions: { code: 'already_paid', status: 409 },
    });
    expect(await rows()).toEqual(before);
  });

  it('the account registered later with the paying e-mail sees the subscription once the address is verified, over REST and GraphQL', async () => {
    await paidWithTheCard('renueva@example.com');
    const client = new GatewayClient(system.url);
    expect((await client.rest('GET', '/api/subscription-status')).status).toBe(401);
    const registered = await register(client, 'Renata Paz', 'RENUEVA@example.com');
    expect(registered.status).toBe(201);
    // Known by e-mail: nothing until the owner opens the link e-mailed to that address.
    expect((await client.rest('GET', '/api/subscription-status')).body).toMatchObject({ hasSubscription: false });
    await verifyEmailFromMailbox(system, 'renueva@example.com');
    const rest = await client.rest('GET', '/api/subscription-status');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      hasSubscription: true,
      status: 'active',
      isPreaproved: false,
      currentPeriodEnd: expect.any(String),
      subscriptionId: expect.stringMatching(/^sim_sub_/),
    });
    const gql = await client.graphql(
      '{ subscriptionStatus { hasSubscription status isPreaproved message currentPeriodEnd subscriptionId cancelAtPeriodEnd } }',
    );
    expect(gql.data?.subscriptionStatus).toEqual(rest.body);

    const cancelled = await client.rest('POST', '/api/cancel-subscription');
    expect(cancelled.body).toMatchObject({ hasSubscription: true, cancelAtPeriodEnd: true });
    // Asked again, nothing changes and no second mail goes.
    expect((await client.rest('POST', '/api/cancel-subscription')).body).toEqual(cancelled.body);
    // Turning the renewal back on is one call, over REST and GraphQL alike (nothing harder to leave than to join).
    const resumed = await client.graphql<{ resumeSubscriptionRenewal: { cancelAtPeriodEnd: boolean } }>(
      'mutation { resumeSubscriptionRenewal { hasSubscription cancelAtPeriodEnd currentPeriodEnd } }',
    );
    expect(resumed.data?.resumeSubscriptionRenewal).toEqual({
      hasSubscription: true,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: cancelled.body.currentPeriodEnd,
    });
    expect((await client.rest('POST', '/api/resume-subscription')).body).toMatchObject({ cancelAtPeriodEnd: false });

    // Each change is confirmed by e-mail: what changed and until when.
    const mails = () =>
      readDevMailbox(system.base.MAIL_DEV_MAILBOX_DIR!).filter((mail) => mail.to.includes('renueva@example.com'));
    const lastDay = new Intl.DateTimeFormat('es-ES', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.parse(cancelled.body.currentPeriodEnd as string) - 24 * 60 * 60 * 1000));
    const renewalMails = await eventually(
      () => mails().filter((mail) => mail.subject.includes('renovación')),
      (found) => found.length >= 2,
    );
    expect(renewalMails.map((mail) => mail.subject)).toEqual([
      'Cancelaste la renovación de tu Reto',
      'Tu renovación del Reto está activa de nuevo',
    ]);
    expect(renewalMails[0].body).toContain(
      `Tu acceso sigue hasta el ${lastDay}, el último día de la edición que pagaste.`,
    );
    expect(renewalMails[0].body).toContain('/profile');
  });

  it('tells a member on the pre-approved list (kept by identity) through isPreaproved', async () => {
    const rpc = await SystemRpc.connect(system);
    try {
      await rpc.rpc.request(IdentitySubjects.addPreApproved, { email: 'invitada@example.com' });
    } finally {
      await rpc.rpc.close();
    }
    const client = new GatewayClient(system.url);
    await register(client, 'Invitada', 'invitada@example.com');
    await verifyEmailFromMailbox(system, 'invitada@example.com');
    const status = await client.rest('GET', '/api/subscription-status');
    expect(status.body).toMatchObject({ hasSubscription: false, isPreaproved: true });
  });

  it('POST /api/update-payment-status is refused with 403 unless PAYMENT_TEST_MODE=true', async () => {
    const client = new GatewayClient(system.url);
    expect((await client.rest('POST', '/api/update-payment-status', { hasPaid: true })).status).toBe(401);
    await register(client, 'Probador', 'probador@example.com', { password: 'probando-123', gender: undefined });
    const rest = await client.rest('POST', '/api/update-payment-status', { hasPaid: true });
    expect(rest).toMatchObject({ status: 403, body: { message: BillingMessages.paymentTestDisabled } });
    const gql = await client.graphql('mutation { updatePaymentStatus(hasPaid: true) { success } }');
    expect(gql.errors?.[0]).toMatchObject({ extensions: { status: 403 } });
  });
});

describe('webhooks through the gateway (raw body, real signatures)', () => {
  const stripe = new Stripe('sk_test_offline');

  it('Stripe: a signed event is processed once; a bad signature or a stale one is refused', async () => {
    // Byte-exact: spacing and non-ASCII must survive the trip to billing for the signature to match.
    const payload = JSON.stringify(
      {
        id: 'evt_contract_1',
        object: 'event',
        type: 'invoice.paid',
        data: {
          object: {
            id: 'in_contract_1',
            object: 'invoice',
            customer: 'cus_x',
            customer_email: 'señora.pago@example.com',
            amount_paid: 7800,
            currency: 'usd',
          },
        },
      },
      null,
      2,
    );
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
    const first = await post('/api/webhooks/stripe', payload, { 'stripe-signature': header });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const replay = await post('/api/webhooks/stripe', payload, { 'stripe-signature': header });
    expect(await replay.json()).toEqual({ received: true, duplicate: true });

    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect((await post('/api/webhooks/stripe', payload, { 'stripe-signature': forged })).status).toBe(400);
    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: STRIPE_WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 400,
    });
    expect((await post('/api/webhooks/stripe', payload, { 'stripe-signature': stale })).status).toBe(400);
    // Accepted at the edge, applied by billing from JetStream right after the 200.
    const paid = await eventually(
      async () => (await panel.addressLookup('señora.pago@example.com')).payments,
      (payments) => payments.length > 0,
    );
    expect(paid.map((payment) => payment.provider)).toEqual(['stripe']);
  });

  it('Shopify: verified by X-Shopify-Hmac-Sha256, once per X-Shopify-Webhook-Id', async () => {
    const body = JSON.stringify({
      id: 9001,
      email: 'tienda@example.com',
      total_price: '78.00',
      currency: 'USD',
      financial_status: 'paid',
    });
    const hmac = createHmac('sha256', SHOPIFY_SECRET).update(body).digest('base64');
    const headers = {
      'x-shopify-hmac-sha256': hmac,
      'x-shopify-webhook-id': 'wh-contract',
      'x-shopify-topic': 'orders/paid',
    };
    expect(await (await post('/api/webhooks/shopify', body, headers)).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect(await (await post('/api/webhooks/shopify', body, headers)).json()).toEqual({
      received: true,
      duplicate: true,
    });
    const wrong = await post('/api/webhooks/shopify', body, { ...headers, 'x-shopify-hmac-sha256': 'AAAA' });
    expect(wrong.status).toBe(401);
  });

  it('the store purchase message is recorded and grants nothing, over REST and GraphQL', async () => {
    const client = new GatewayClient(system.url);
    const rest = await client.rest('POST', '/api/shopify/purchase-complete', {
      email: 'nadie.pago@example.com',
      orderDetails: { id: 1 },
      timestamp: new Date().toISOString(),
    });
    expect(rest).toMatchObject({ status: 200, body: { success: true, message: BillingMessages.purchaseRecorded } });
    const gql = await client.graphql(
      'mutation { recordStorePurchase(input: { email: "nadie.pago@example.com", orderDetails: "{\\"id\\":2}" }) { success message } }',
    );
    expect(gql.data?.recordStorePurchase).toEqual(rest.body);
    await bus.eventsSettled();
    expect((await panel.addressLookup('nadie.pago@example.com')).payments).toEqual([]);
  });
});

describe('price quote', () => {
  const quote = async (headers: Record<string, string>) =>
    (await (await fetch(`${system.url}/api/price-quote`, { headers })).json()) as Record<string, unknown>;

  it('localises 78 USD by the trusted country header; unknown or missing is USD 78', async () => {
    expect(await quote({ 'x-country-code': 'MX' })).toMatchObject({ country: 'MX', currency: 'MXN', amount: 1443 });
    expect(await quote({ 'cf-ipcountry': 'ES' })).toMatchObject({ currency: 'EUR', symbol: '€', amount: 72 });
    expect(await quote({ 'cf-ipcountry': 'AR' })).toMatchObject({ currency: 'ARS', amount: 113_100 });
    expect(await quote({ 'cf-ipcountry': 'US' })).toMatchObject({ currency: 'USD', amount: 78 });
    expect(await quote({ 'cf-ipcountry': 'ZZ' })).toMatchObject({ currency: 'USD', amount: 78 });
    expect(await quote({})).toMatchObject({ country: null, currency: 'USD', amount: 78 });
    const gql = await fetch(`${system.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-country-code': 'MX' },
      body: JSON.stringify({ query: '{ priceQuote { country currency symbol amount } }' }),
    });
    const answer = (await gql.json()) as { data: { priceQuote: unknown } };
    expect(answer.data.priceQuote).toEqual({ country: 'MX', currency: 'MXN', symbol: '$', amount: 1443 });
  });
});

describe('a second purchase', () => {
  it('is refused to a signed-in member whose access has not ended, and to a visitor typing that address, over REST and GraphQL', async () => {
    const email = 'repite@example.com';
    const clientSecret = await payWithTheCard(new GatewayClient(system.url), email);

    const member = new GatewayClient(system.url);
    // Registered from the payment's tab: the checkout proves the address.
    await register(member, 'Repite', email, { gender: 'male', checkoutProof: clientSecret });
    for (let i = 0; i < 100 && !(await member.rest('GET', '/api/user')).body.hasPaid; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await member.rest('GET', '/api/user')).body.hasPaid).toBe(true);
    const subscriptions = async () => (await panel.addressLookup(email)).checkouts.length;
    const before = await subscriptions();

    const rest = await member.rest('POST', '/api/create-subscription', { personalData: personalData(email) });
    expect(rest).toMatchObject({ status: 409, body: { message: BillingMessages.alreadyHasAccess } });
    const gql = await member.graphql(
      `mutation { createSubscription(personalData: ${PERSONAL_DATA_GQL(email)}) { clientSecret } }`,
    );
    expect(gql.errors?.[0]).toMatchObject({ message: BillingMessages.alreadyHasAccess, extensions: { status: 409 } });
    expect(await subscriptions()).toBe(before);

    // A visitor typing the same address (another device, a cleared browser) is not charged again either.
    const anonymous = await new GatewayClient(system.url).rest('POST', '/api/create-subscription', {
      personalData: personalData(email),
    });
    expect(anonymous).toMatchObject({ status: 409, body: { message: BillingMessages.emailAlreadyPaid } });
    expect(await subscriptions()).toBe(before);
  });
});

describe('nutrition plan', () => {
  it('is computed by the challenge service from the personal data, over REST and GraphQL', async () => {
    const client = new GatewayClient(system.url);
    const rest = await client.rest('POST', '/api/nutrition-plan', { personalData: personalData('plan@example.com') });
    expect(rest.status).toBe(200);
    // Mifflin-St Jeor (male formula: the form has no gender), 58 kg, 160 cm, 27 years, light activity,
    // fat loss: 1450 × 1.375 − 500 = 1494 kcal, raised to the 1500 kcal floor.
    expect(rest.body).toMatchObject({
      goal: 'fat_loss',
      dailyCalories: 1500,
      macros: { protein: expect.any(Number), carbs: expect.any(Number), fat: expect.any(Number) },
    });
    const { protein, carbs, fat } = rest.body.macros;
    const kcal = protein * 4 + carbs * 4 + fat * 9;
    expect(Math.round((protein * 4 * 100) / kcal)).toBe(30);
    expect(Math.round((carbs * 4 * 100) / kcal)).toBe(45);
    const bad = await client.rest('POST', '/api/nutrition-plan', {
      personalData: personalData('plan@example.com', { age: 12 }),
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Edad mínima 16 años' } });
    const gql = await client.graphql(
      `mutation { computeNutritionPlan(personalData: ${PERSONAL_DATA_GQL('plan@example.com')}) { goal dailyCalories macros { protein carbs fat } } }`,
    );
    expect(gql.data?.computeNutritionPlan).toMatchObject({ goal: 'fat_loss', dailyCalories: rest.body.dailyCalories });
  });

  it('is served back to the signed-in member whose verified e-mail it was computed for, and to nobody else', async () => {
    const anonymous = new GatewayClient(system.url);
    expect((await anonymous.rest('GET', '/api/nutrition-plan')).status).toBe(401);
    // The buyer's browser, right after paying, with its checkout's proof.
    const checkoutProof = await payWithTheCard(anonymous, 'compradora.plan@example.com');
    const computed = await anonymous.rest('POST', '/api/nutrition-plan', {
      personalData: personalData('Compradora.Plan@example.com'),
      checkoutProof,
    });
    expect(computed.status).toBe(200);

    const buyer = new GatewayClient(system.url);
    const registered = await register(buyer, 'Compradora Plan', 'compradora.plan@example.com');
    expect(registered.status).toBe(201);
    // Kept by e-mail: anyone can register with that address, so nothing until its owner opens the link.
    expect(await buyer.rest('GET', '/api/nutrition-plan')).toMatchObject({ status: 200, body: { plan: null } });
    expect((await buyer.graphql('{ myNutritionPlan { goal } }')).data).toEqual({ myNutritionPlan: null });
    await verifyEmailFromMailbox(system, 'compradora.plan@example.com');
    const rest = await buyer.rest('GET', '/api/nutrition-plan');
    expect(rest).toMatchObject({ status: 200, body: { plan: { dailyCalories: computed.body.dailyCalories } } });
    const gql = await buyer.graphql<{ myNutritionPlan: { goal: string; dailyCalories: number } }>(
      '{ myNutritionPlan { goal dailyCalories } }',
    );
    expect(gql.data?.myNutritionPlan).toEqual({ goal: 'fat_loss', dailyCalories: computed.body.dailyCalories });

    const other = new GatewayClient(system.url);
    await register(other, 'Sin Plan', 'sin.plan@example.com', { gender: 'male' });
    expect(await other.rest('GET', '/api/nutrition-plan')).toMatchObject({ status: 200, body: { plan: null } });
    expect((await other.graphql('{ myNutritionPlan { goal } }')).data).toEqual({ myNutritionPlan: null });
  });

  it('is computed for a signed-in member from the body data alone: no occupation, city or phone asked again', async () => {
    const email = 'plan.sin.contacto@example.com';
    const member = new GatewayClient(system.url);
    await register(member, 'Plan Sin Contacto', email);
    await verifyEmailFromMailbox(system, email);
    const body = `{ fullName: "Plan Sin Contacto", email: "${email}", age: 34, height: "165", weight: "62", physicalActivity: "moderado", fitnessGoal: "perder_grasa" }`;
    const gql = await member.graphql<{ computeNutritionPlan: { goal: string; dailyCalories: number } }>(
      `mutation { computeNutritionPlan(personalData: ${body}) { goal dailyCalories } }`,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.computeNutritionPlan.goal).toBe('fat_loss');
    const kept = await member.rest('GET', '/api/nutrition-plan');
    expect(kept).toMatchObject({
      status: 200,
      body: { plan: { dailyCalories: gql.data?.computeNutritionPlan.dailyCalories } },
    });

    // Over REST alike; and an older client that still sends the contact is heard.
    const { occupation: _o, cityCountry: _c, phoneCountryCode: _p, phoneNumber: _n, ...bodyOnly } = personalData(email);
    expect((await member.rest('POST', '/api/nutrition-plan', { personalData: bodyOnly })).status).toBe(200);
    expect((await member.rest('POST', '/api/nutrition-plan', { personalData: personalData(email) })).status).toBe(200);
    const older = await member.graphql(
      `mutation { computeNutritionPlan(personalData: ${PERSONAL_DATA_GQL(email)}) { goal } }`,
    );
    expect(older.errors).toBeUndefined();
    // The purchase still asks for all of it.
    const checkout = await member.rest('POST', '/api/create-subscription', { personalData: bodyOnly });
    expect(checkout).toMatchObject({ status: 400, body: { message: 'Ocupación es requerida' } });
  });

  it("is changed only by its owner: a visitor's form with a member's e-mail leaves the member's plan as it was", async () => {
    const email = 'plan.propio@example.com';
    const buyer = new GatewayClient(system.url);
    const kept = await buyer.rest('POST', '/api/nutrition-plan', {
      personalData: personalData(email),
      checkoutProof: await payWithTheCard(buyer, email),
    });
    const member = new GatewayClient(system.url);
    await register(member, 'Plan Propio', email);
    await verifyEmailFromMailbox(system, email);
    const planOf = async () =>
      ((await member.rest('GET', '/api/nutrition-plan')).body as { plan: { dailyCalories: number } }).plan;
    expect(await planOf()).toMatchObject({ dailyCalories: kept.body.dailyCalories });

    // Anyone typing the member's address over REST or GraphQL gets a plan for what they typed, and changes nothing.
    const visitor = new GatewayClient(system.url);
    const forged = await visitor.rest('POST', '/api/nutrition-plan', {
      personalData: personalData(email, { weight: '300', fitnessGoal: 'aumentar_masa_muscular' }),
    });
    expect(forged.status).toBe(200);
    expect(forged.body.dailyCalories).toBeGreaterThan(4000);
    await visitor.graphql(
      `mutation { computeNutritionPlan(personalData: ${PERSONAL_DATA_GQL(email).replace('"58"', '"300"')}) { dailyCalories } }`,
    );
    expect(await planOf()).toMatchObject({ dailyCalories: kept.body.dailyCalories });

    // The member, signed in, changes their own.
    const own = await member.rest('POST', '/api/nutrition-plan', {
      personalData: personalData(email, { weight: '70' }),
    });
    expect(own.body.dailyCalories).not.toBe(kept.body.dailyCalories);
    expect(await planOf()).toMatchObject({ dailyCalories: own.body.dailyCalories });
  });
});

describe("a visitor's nutrition plan under an e-mail", () => {
  const plansOf = async (email: string) => (await panel.addressLookup(email)).nutritionPlans;

  it("is kept only with that purchase's own proof, once, however many posts arrive at once", async () => {
    // A buyer who has no plan yet (every store buyer): strangers' posts under the address keep nothing.
    const email = `sin.plan.${Date.now().toString(36)}@example.com`;
    const buyer = new GatewayClient(system.url);
    const proof = await payWithTheCard(buyer, email);
    const otherProof = await payWithTheCard(
      new GatewayClient(system.url),
      `otra.${Date.now().toString(36)}@example.com`,
    );
    const stranger = new GatewayClient(system.url);
    for (const body of [
      { personalData: personalData(email, { weight: '300' }) },
      { personalData: personalData(email, { weight: '300' }), checkoutProof: otherProof },
      { personalData: personalData(email, { weight: '300' }), checkoutProof: 'cs_no_es_un_pago_real_1234' },
    ]) {
      const answer = await stranger.rest('POST', '/api/nutrition-plan', body);
      // The sender sees the plan for what they typed; nothing is kept under the address.
      expect(answer).toMatchObject({ status: 200, body: { dailyCalories: expect.any(Number) } });
    }
    const forged = await stranger.graphql(
      'mutation($p: String) { computeNutritionPlan(personalData: ' +
        PERSONAL_DATA_GQL(email) +
        ', checkoutProof: $p) { dailyCalories } }',
      { p: otherProof },
    );
    expect(forged.errors).toBeUndefined();
    expect(await plansOf(email)).toBe(0);

    // The buyer's browser posts it with its own proof, four times at once: one plan is kept.
    const posts = await Promise.all(
      Array.from({ length: 4 }, () =>
        buyer.rest('POST', '/api/nutrition-plan', { personalData: personalData(email), checkoutProof: proof }),
      ),
    );
    expect(posts.map(({ status }) => status)).toEqual([200, 200, 200, 200]);
    expect(await plansOf(email)).toBe(1);
    // Again later, the same purchase keeps nothing more.
    await buyer.rest('POST', '/api/nutrition-plan', { personalData: personalData(email), checkoutProof: proof });
    expect(await plansOf(email)).toBe(1);
  });
});

describe('payments that were not the price, settled by the trainer', () => {
  const shopifyOrder = async (id: number, email: string, total: string) => {
    const body = JSON.stringify({ id, email, total_price: total, currency: 'USD', financial_status: 'paid' });
    const res = await post('/api/webhooks/shopify', body, {
      'x-shopify-hmac-sha256': createHmac('sha256', SHOPIFY_SECRET).update(body).digest('base64'),
      'x-shopify-webhook-id': `wh-discrepancy-${id}`,
      'x-shopify-topic': 'orders/paid',
    });
    expect(res.status).toBe(200);
  };
  const statusOf = async (id: number, email: string) =>
    (await panel.addressLookup(email)).payments.find((payment) => payment.providerPaymentId === String(id))?.status;
  const enrolled = async (email: string) => (await panel.addressLookup(email)).enrolments.length;

  it('are listed in the admin panel, granted or refunded by hand once, and audited', async () => {
    await shopifyOrder(9101, 'un.dolar@example.com', '1.00');
    await shopifyOrder(9102, 'descuento@example.com', '0.00');
    await eventually(
      () => statusOf(9102, 'descuento@example.com'),
      (status) => status === 'discrepancy',
    );

    const admin = GatewayClient.fromOwnAddress(system.url);
    const login = await admin.rest('POST', '/api/login', system.admin);
    const adminAuth = { 'x-admin-auth': login.body.adminAuth as string };
    const listed = await admin.graphql<{ adminDiscrepancies: Array<{ paymentId: string; email: string }> }>(
      '{ adminDiscrepancies { paymentId kind provider providerPaymentId email amountCents currency paidAt } }',
      {},
      adminAuth,
    );
    const byEmail = new Map(listed.data!.adminDiscrepancies.map((row) => [row.email, row]));
    expect(byEmail.get('un.dolar@example.com')).toEqual({
      paymentId: expect.any(String),
      kind: 'discrepancy',
      provider: 'shopify',
      providerPaymentId: '9101',
      email: 'un.dolar@example.com',
      amountCents: 100,
      currency: 'usd',
      paidAt: expect.any(String),
    });
    const rest = await admin.rest('GET', '/api/admin/discrepancies', undefined, adminAuth);
    expect(rest.body).toEqual(listed.data!.adminDiscrepancies);

    // A member is not the trainer; a made-up resolution is a 400 in Spanish; neither changes anything.
    const member = GatewayClient.fromOwnAddress(system.url);
    const paymentId = byEmail.get('un.dolar@example.com')!.paymentId;
    expect(
      (await member.rest('POST', `/api/admin/discrepancies/${paymentId}/resolve`, { resolution: 'grant' })).status,
    ).toBe(401);
    const made = await admin.rest(
      'POST',
      `/api/admin/discrepancies/${paymentId}/resolve`,
      { resolution: 'regalar' },
      adminAuth,
    );
    expect(made).toMatchObject({ status: 400, body: { message: 'La resolución debe ser "grant" o "refund"' } });
    expect(await statusOf(9101, 'un.dolar@example.com')).toBe('discrepancy');

    // Granted: a payment like any other, the e-mail is enrolled; a second decision is refused.
    const grant = (id: string, resolution: string) =>
      admin.graphql<{ resolveDiscrepancy: { status: string } }>(
        'mutation ($id: String!, $resolution: String!) { resolveDiscrepancy(paymentId: $id, resolution: $resolution) { paymentId status } }',
        { id, resolution },
        adminAuth,
      );
    expect((await grant(paymentId, 'grant')).data?.resolveDiscrepancy).toEqual({ paymentId, status: 'succeeded' });
    expect(await statusOf(9101, 'un.dolar@example.com')).toBe('succeeded');
    await eventually(
      () => enrolled('un.dolar@example.com'),
      (count) => count === 1,
    );
    const again = await grant(paymentId, 'refund');
    expect(again.errors?.[0]).toMatchObject({ message: 'Ese pago ya se resolvió', extensions: { status: 409 } });

    // Refunded: recorded (the store's money goes back in the store's admin), nothing granted.
    const zero = byEmail.get('descuento@example.com')!.paymentId;
    expect((await grant(zero, 'refund')).data?.resolveDiscrepancy).toEqual({ paymentId: zero, status: 'refunded' });
    expect(await statusOf(9102, 'descuento@example.com')).toBe('refunded');
    expect(await enrolled('descuento@example.com')).toBe(0);
    expect(
      (await admin.graphql<{ adminDiscrepancies: unknown[] }>('{ adminDiscrepancies { paymentId } }', {}, adminAuth))
        .data!.adminDiscrepancies,
    ).toEqual([]);

    const audit = await auditOnceShown(
      admin,
      adminAuth,
      (entries) => entries.filter((entry) => entry.action.startsWith('payment.')).length === 2,
    );
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'payment.granted', target: 'un.dolar@example.com (shopify 9101)' },
        { action: 'payment.refunded', target: 'descuento@example.com (shopify 9102)' },
      ]),
    );
  });
});
