import { randomBytes } from 'node:crypto';
import { IdentitySubjects } from '@reto/contracts';
import { startSmtpCapture, waitForMailLink, type SmtpCapture } from '../../infra/local/smtp-capture.mjs';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { payWithTheCard } from './paid-checkout.js';
import { personalData } from './purchase-fixtures.js';
import { AdminPanel } from './admin-panel.js';
import { SystemRpc } from './system-rpc.js';
import { GatewayClient, eventually } from '@reto/platform/testing';

/**
 * Access attached by e-mail (a payment, the pre-approved list) follows the
 * account only once its address is verified: by the link e-mailed at registration, by the checkout
 * that paid for it, or by a link the owner opened from that inbox (password reset, emergency link).
 */
let system: TestSystem;
let smtp: SmtpCapture;
let panel: AdminPanel;
let nats: SystemRpc;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  system = await startTestSystem({ env: { SMTP_URL: smtp.url } });
  nats = await SystemRpc.connect(system);
  panel = await AdminPanel.signIn(system);
}, 120_000);

afterAll(async () => {
  await nats?.close();
  await system?.stop();
  await smtp?.stop();
});

const unique = () => `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const client = () => new GatewayClient(system.url);
const VERIFY_SUBJECT = 'Verifica';

/** Pays the 78 USD with the simulated card for `email`; answers the checkout's client secret. */
const pay = (email: string): Promise<string> => payWithTheCard(client(), email);

const register = async (browser: GatewayClient, email: string, extra: Record<string, unknown> = {}) => {
  const res = await browser.rest('POST', '/api/register', {
    username: `Valeria ${unique()}`,
    email,
    password: 'sentadillas-28',
    gender: 'female',
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
};

/** Every event published so far has been handled by its consumers: negative checks ("no access") wait for this first. */
const settled = () => nats.eventsSettled();

interface Access {
  hasPaid: boolean;
  emailVerified: boolean;
  status: string;
}
const accessOf = async (browser: GatewayClient): Promise<Access> => {
  const user = await browser.rest('GET', '/api/user');
  const day = await browser.graphql<{ challengeDay: { access: { status: string } } }>(
    '{ challengeDay { access { status } } }',
  );
  return {
    hasPaid: user.body.hasPaid,
    emailVerified: user.body.emailVerified,
    status: day.data!.challengeDay.access.status,
  };
};
const hasAccess = (access: Access) => access.hasPaid && access.status !== 'none';
const NO_ACCESS = { hasPaid: false, status: 'none' };

const verificationLink = (email: string) => waitForMailLink(() => smtp.mails, email, VERIFY_SUBJECT);
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
/** The owner opens the latest verification link e-mailed to `email`. */
const verifyEmail = async (email: string) => {
  const confirmed = await client().rest('POST', '/api/confirm-email', {
    token: tokenOf(await verificationLink(email)),
  });
  expect(confirmed.status).toBe(200);
};

describe('access attached by e-mail waits for a verified address', () => {
  it('an attacker who registers the paying address first gets no access; the payer takes it from the inbox', async () => {
    const email = `pagadora.${unique()}@example.com`;
    await pay(email);
    const attacker = client();
    await register(attacker, email);
    await settled();
    expect(await accessOf(attacker)).toMatchObject({ ...NO_ACCESS, emailVerified: false });
    const status = await attacker.rest('GET', '/api/subscription-status');
    expect(status.body).toMatchObject({ hasSubscription: false, subscriptionId: null });
    expect((await attacker.rest('POST', '/api/cancel-subscription')).body).toMatchObject({ hasSubscription: false });

    // The payer's registration is refused (the address is taken), but the reset link goes to the
    // payer's inbox: it verifies the address and the paid access follows.
    const payer = client();
    const refused = await payer.rest('POST', '/api/register', {
      username: `Pagadora ${unique()}`,
      email,
      password: 'sentadillas-28',
    });
    expect(refused).toMatchObject({ status: 409, body: { code: 'email_taken' } });
    await payer.rest('POST', '/api/solicitar-reset-password', { email });
    const reset = await waitForMailLink(() => smtp.mails, email, 'Restablece');
    expect(
      (await payer.rest('POST', '/api/reset-password', { token: tokenOf(reset), newPassword: 'mi-nueva-clave-28' }))
        .status,
    ).toBe(200);
    expect((await attacker.rest('GET', '/api/user')).status).toBe(401);
    const signedIn = await payer.rest('POST', '/api/login', { username: email, password: 'mi-nueva-clave-28' });
    expect(signedIn.status).toBe(200);
    expect(await eventually(() => accessOf(payer), hasAccess)).toMatchObject({
      hasPaid: true,
      emailVerified: true,
      status: expect.not.stringMatching(/^none$/),
    });
  });

  it('the payer who registers through the checkout (its client secret) has access at once', async () => {
    const email = `compradora.${unique()}@example.com`;
    const clientSecret = await pay(email);
    const payer = client();
    const res = await payer.graphql<{ register: { emailVerified: boolean } }>(
      'mutation($input: RegisterInput!) { register(input: $input) { emailVerified } }',
      { input: { username: `Compradora ${unique()}`, email, password: 'sentadillas-28', checkoutProof: clientSecret } },
    );
    expect(res.data?.register).toEqual({ emailVerified: true });
    expect(await eventually(() => accessOf(payer), hasAccess)).toMatchObject({ hasPaid: true, emailVerified: true });
    expect(smtp.mails.filter((mail) => mail.to.includes(email) && mail.subject.includes(VERIFY_SUBJECT))).toEqual([]);
  });

  it('a signed-in member who pays for their own address has it verified by that checkout', async () => {
    const email = `socia.${unique()}@example.com`;
    const member = client();
    await register(member, email);
    const someoneElses = await pay(`tercera.${unique()}@example.com`);
    const refused = await member.rest('POST', '/api/confirm-email-by-checkout', { checkoutProof: someoneElses });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'El enlace de verificación no es válido, ya se usó o expiró. Pide uno nuevo.' },
    });
    expect(
      (await client().rest('POST', '/api/confirm-email-by-checkout', { checkoutProof: someoneElses })).status,
    ).toBe(401);
    const own = await pay(email);
    const twin = await member.graphql<{ confirmEmailByCheckout: { success: boolean } }>(
      'mutation($p: String!) { confirmEmailByCheckout(checkoutProof: $p) { success message } }',
      { p: own },
    );
    expect(twin.data?.confirmEmailByCheckout).toEqual({
      success: true,
      message: 'Tu email quedó verificado',
    });
    expect(await eventually(() => accessOf(member), hasAccess)).toMatchObject({ hasPaid: true, emailVerified: true });
  });

  it("another checkout's secret, or one not paid, proves nothing", async () => {
    const paidFor = `otra.${unique()}@example.com`;
    const stolen = await pay(paidFor);
    const email = `ajena.${unique()}@example.com`;
    await pay(email);
    const attacker = client();
    await register(attacker, email, { checkoutProof: stolen });
    const unpaidEmail = `sin.pagar.${unique()}@example.com`;
    const unpaid = await client().rest('POST', '/api/create-subscription', { personalData: personalData(unpaidEmail) });
    const other = client();
    await register(other, unpaidEmail, { checkoutProof: unpaid.body.clientSecret });
    await settled();
    expect(await accessOf(attacker)).toMatchObject({ ...NO_ACCESS, emailVerified: false });
    expect(await accessOf(other)).toMatchObject({ emailVerified: false });
  });

  it('the owner who registers first and opens the e-mailed link gets the payment, made before or after', async () => {
    const before = `antes.${unique()}@example.com`;
    await pay(before);
    const owner = client();
    await register(owner, before);
    await settled();
    expect(await accessOf(owner)).toMatchObject({ ...NO_ACCESS, emailVerified: false });
    const link = await verificationLink(before);
    expect(link.startsWith(`${system.url}/confirm-email?token=`)).toBe(true);
    const confirmed = await client().rest('POST', '/api/confirm-email', { token: tokenOf(link) });
    expect(confirmed).toMatchObject({
      status: 200,
      body: { success: true, message: 'Tu email quedó verificado' },
    });
    expect(await eventually(() => accessOf(owner), hasAccess)).toMatchObject({ hasPaid: true, emailVerified: true });

    // Verified first, paid later: the payment joins the account.
    const after = `despues.${unique()}@example.com`;
    const member = client();
    await register(member, after);
    const twin = await client().graphql<{ confirmEmail: { success: boolean } }>(
      'mutation($token: String!) { confirmEmail(token: $token) { success message } }',
      { token: tokenOf(await verificationLink(after)) },
    );
    expect(twin.data?.confirmEmail).toEqual({ success: true, message: 'Tu email quedó verificado' });
    await pay(after);
    expect(await eventually(() => accessOf(member), hasAccess)).toMatchObject({ hasPaid: true });
  });

  it('the link works once; a used, unknown or empty token is a 400 in Spanish', async () => {
    const email = `una.vez.${unique()}@example.com`;
    const member = client();
    await register(member, email);
    const token = tokenOf(await verificationLink(email));
    expect((await client().rest('POST', '/api/confirm-email', { token })).status).toBe(200);
    for (const body of [{ token }, { token: 'x'.repeat(43) }, { token: '' }, {}]) {
      const again = await client().rest('POST', '/api/confirm-email', body);
      expect(again).toMatchObject({
        status: 400,
        body: { message: 'El enlace de verificación no es válido, ya se usó o expiró. Pide uno nuevo.' },
      });
    }
    expect((await member.rest('GET', '/api/user')).body.emailVerified).toBe(true);
  });

  it('a pre-approved address needs verification; the signed-in member can ask for a new link', async () => {
    const email = `invitada.${unique()}@example.com`;
    await nats.rpc.request(IdentitySubjects.addPreApproved, { email });
    const member = client();
    await register(member, email);
    await settled();
    expect(await accessOf(member)).toMatchObject({ ...NO_ACCESS, emailVerified: false });
    const first = await verificationLink(email);

    expect((await client().rest('POST', '/api/resend-email-verification')).status).toBe(401);
    const resent = await member.rest('POST', '/api/resend-email-verification');
    expect(resent).toMatchObject({ status: 200, body: { success: true } });
    const second = await eventually(
      () => verificationLink(email),
      (link) => link !== first,
    );
    expect(second).not.toBe(first);
    // The newer link replaces the older one.
    expect((await client().rest('POST', '/api/confirm-email', { token: tokenOf(first) })).status).toBe(400);
    expect((await client().rest('POST', '/api/confirm-email', { token: tokenOf(second) })).status).toBe(200);
    expect(await eventually(() => accessOf(member), hasAccess)).toMatchObject({ hasPaid: true, emailVerified: true });
    const twin = await member.graphql<{ resendEmailVerification: { message: string } }>(
      'mutation { resendEmailVerification { success message } }',
    );
    expect(twin.data?.resendEmailVerification).toEqual({
      success: true,
      message: 'Tu email ya está verificado',
    });
  });
});

describe('what waits for an address is told to its proved owner only', () => {
  const WAITING_GQL = '{ waitingAccess { email reason edition { number startDate endDate } } }';
  const waitingOf = async (browser: GatewayClient) => {
    const rest = await browser.rest('GET', '/api/waiting-access');
    const gql = await browser.graphql<{ waitingAccess: unknown }>(WAITING_GQL);
    expect(gql.data?.waitingAccess).toEqual(rest.body.waitingAccess);
    return rest.body.waitingAccess as unknown;
  };

  it('a registration with a paid or pre-approved address is told nothing about it until the link is opened', async () => {
    const paid = `compradora.${unique()}@example.com`;
    await pay(paid);
    const listed = `aprobada.${unique()}@example.com`;
    await nats.rpc.request(IdentitySubjects.addPreApproved, { email: listed });
    const nothing = `sin.pago.${unique()}@example.com`;
    await settled();
    expect((await client().rest('GET', '/api/waiting-access')).status).toBe(401);
    const answers = [];
    for (const email of [paid, listed, nothing]) {
      const member = client();
      await register(member, email);
      answers.push({
        waiting: await waitingOf(member),
        preApproved: (await member.rest('POST', '/api/check-pre-approved', { email })).body,
      });
    }
    // The same answer whatever the address bought: whoever typed it learns nothing.
    expect(answers).toEqual(Array(3).fill({ waiting: null, preApproved: { isPreApproved: false } }));
  });

  it('a stranger who takes a paid or pre-approved address learns nothing, and the reset link of their own address verifies nothing', async () => {
    for (const listed of [false, true]) {
      const target = `objetivo.${unique()}@example.com`;
      if (listed) await nats.rpc.request(IdentitySubjects.addPreApproved, { email: target });
      else await pay(target);
      const own = `extrana.${unique()}@example.com`;
      const stranger = client();
      await register(stranger, own);
      await stranger.rest('POST', '/api/solicitar-reset-password', { email: own });
      const resetLink = await waitForMailLink(() => smtp.mails, own, 'Restablece');
      expect((await stranger.rest('POST', '/api/change-email', { email: target })).status).toBe(200);
      expect(await waitingOf(stranger)).toBeNull();
      expect((await stranger.rest('POST', '/api/check-pre-approved', { email: target })).body).toEqual({
        isPreApproved: false,
      });
      const used = await client().rest('POST', '/api/reset-password', {
        token: tokenOf(resetLink),
        newPassword: 'otra-clave-segura-28',
      });
      expect(used).toMatchObject({ status: 400 });
      await settled();
      expect((await stranger.rest('GET', '/api/user')).body).toMatchObject({
        email: target,
        emailVerified: false,
        hasPaid: false,
      });
      expect(await accessOf(stranger)).toMatchObject(NO_ACCESS);
      // The owner of the address still takes it over through the link mailed to it.
      await client().rest('POST', '/api/solicitar-reset-password', { email: target });
      const ownersLink = await waitForMailLink(() => smtp.mails, target, 'Restablece');
      expect(
        (await client().rest('POST', '/api/reset-password', { token: tokenOf(ownersLink), newPassword: 'la-mia-28-x' }))
          .status,
      ).toBe(200);
      const owner = client();
      expect((await owner.rest('POST', '/api/login', { username: target, password: 'la-mia-28-x' })).status).toBe(200);
      const me = async () =>
        (
          await owner.graphql<{ me: { emailVerified: boolean; hasAccess: boolean } }>(
            '{ me { emailVerified hasAccess } }',
          )
        ).data?.me;
      expect(await eventually(me, (user) => Boolean(user?.hasAccess))).toEqual({
        emailVerified: true,
        hasAccess: true,
      });
    }
  });

  it('a mistyped address is corrected: the old link stops working, the new address gets one and, opened, the access', async () => {
    const paid = `bien.escrito.${unique()}@example.com`;
    const typo = paid.replace('@example.com', '@exmaple.com');
    await pay(paid);
    const buyer = client();
    await register(buyer, typo);
    const oldLink = await verificationLink(typo);
    expect(await waitingOf(buyer)).toBeNull();

    const changed = await buyer.graphql<{ changeEmail: { success: boolean; message: string } }>(
      'mutation($email: String!) { changeEmail(email: $email) { success message } }',
      { email: ` ${paid.toUpperCase()} ` },
    );
    expect(changed.data?.changeEmail).toEqual({
      success: true,
      message: `Listo: ahora tu email es ${paid}. Te enviamos allí un enlace nuevo para verificarlo.`,
    });
    expect((await buyer.rest('GET', '/api/user')).body).toMatchObject({ email: paid, emailVerified: false });
    expect(await waitingOf(buyer)).toBeNull();
    expect((await client().rest('POST', '/api/confirm-email', { token: tokenOf(oldLink) })).status).toBe(400);
    await verifyEmail(paid);
    expect(await eventually(() => accessOf(buyer), hasAccess)).toMatchObject({ hasPaid: true, emailVerified: true });
  });

  it('refuses a taken address, a bad one, a verified account and a visitor, in Spanish, and changes nothing', async () => {
    const taken = `ocupado.${unique()}@example.com`;
    await register(client(), taken);
    const mine = `mio.${unique()}@example.com`;
    const member = client();
    await register(member, mine);
    const change = (browser: GatewayClient, email: unknown) => browser.rest('POST', '/api/change-email', { email });
    expect(await change(member, taken)).toMatchObject({
      status: 409,
      body: { message: 'El email ya está registrado' },
    });
    expect(await change(member, 'no-es-un-correo')).toMatchObject({
      status: 400,
      body: { message: expect.any(String) },
    });
    expect((await change(client(), `otro.${unique()}@example.com`)).status).toBe(401);
    expect((await member.rest('GET', '/api/user')).body.email).toBe(mine);
    await verifyEmail(mine);
    expect(await change(member, `nuevo.${unique()}@example.com`)).toMatchObject({
      status: 409,
      body: { message: 'Tu email ya está verificado: no se puede cambiar desde aquí.' },
    });
    expect((await member.rest('GET', '/api/user')).body.email).toBe(mine);
  });
});

describe('a username may not be an e-mail address', () => {
  it("refuses a username shaped like an e-mail (anyone's, its own too), and an e-mail equal to another username, in Spanish", async () => {
    const id = unique();
    const first = `primera.${id}@example.com`;
    await register(client(), first);
    for (const username of [first.toUpperCase(), `propia.${id}@example.com`, `nueva.${id}＠example.com`]) {
      const before = await panel.memberCount();
      const asUsername = await client().rest('POST', '/api/register', {
        username,
        email: `propia.${id}@example.com`,
        password: 'sentadillas-28',
      });
      expect(asUsername).toMatchObject({
        status: 400,
        body: { message: 'El nombre de usuario no puede ser una dirección de email' },
      });
      expect(await panel.memberCount()).toBe(before);
    }
    // The paying address stays free for its owner.
    expect(
      (
        await client().rest('POST', '/api/register', {
          username: `Propia ${id}`,
          email: `propia.${id}@example.com`,
          password: 'sentadillas-28',
        })
      ).status,
    ).toBe(201);
  });
});
