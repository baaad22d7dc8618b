import { jetstream } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ChallengeSubjects, IdentitySubjects } from '@reto/contracts';
import { createLogger, natsConnectionOptions, RpcClient, ServiceUnavailableError } from '@reto/platform';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { GatewayClient } from '@reto/platform/testing';

/**
 * NATS is not open: the whole system on a nats-server of its own whose users have exactly the
 * permissions of infra/nats/permissions.mjs (under the system's subject prefix). Every app signs in
 * as itself, may answer only its own subjects and call only what it calls; nobody else gets in.
 */
let system: TestSystem;
let prefix: string;
const connections: NatsConnection[] = [];

type App = 'gateway' | 'identity' | 'challenge' | 'billing' | 'reviews' | 'voice' | 'admin';

const passwordOf = (app: App) => system.base[`${app.toUpperCase()}_NATS_PASSWORD`]!;

/** A connection with an app's own credentials, as that app's processes open it. */
const connectAs = async (app: App, password = passwordOf(app)) => {
  const nc = await connect(natsConnectionOptions({ url: system.base.NATS_URL!, user: app, password }));
  connections.push(nc);
  return nc;
};

/** What a Nest service receives: the envelope RpcClient sends. */
const envelope = (subject: string, data: unknown) => JSON.stringify({ pattern: subject, data, id: `t-${Date.now()}` });

/** Requests `subject` as `app`; resolves with the server's refusal, or with the reply when there was none. */
const requestAs = async (app: App, subject: string, data: unknown = {}) => {
  const nc = await connectAs(app);
  return nc.request(`${prefix}${subject}`, envelope(subject, data), { timeout: 10_000 }).then(
    (reply) => ({ refused: null, reply: reply.json<{ response?: unknown; err?: unknown }>() }),
    (error: Error) => ({ refused: error.message, reply: null }),
  );
};

const publishViolation = (subject: string) => `Permissions Violation for Publish to "${prefix}${subject}"`;

let member: { id: number; username: string; email: string };
/** What the admin's panel sends for a member's sign-in link (any caller may name any actor). */
const magicLinkFor = (username: string) => ({ username, expiresInHours: 1, actor: { id: 1, username: 'admin' } });

beforeAll(async () => {
  system = await startTestSystem({ ownNats: true });
  prefix = system.base.NATS_SUBJECT_PREFIX!;
  const email = `nats.${Date.now().toString(36)}@example.com`;
  const res = await new GatewayClient(system.url).rest('POST', '/api/register', {
    username: `Socia nats ${Date.now().toString(36)}`,
    email,
    password: 'sentadillas-28',
    gender: 'female',
    timezone: 'America/Mexico_City',
  });
  expect(res.status).toBe(201);
  member = { id: res.body.id as number, username: res.body.username as string, email };
}, 120_000);

afterAll(async () => {
  await Promise.all(connections.map((nc) => nc.close()));
  await system?.stop();
});

describe('who may connect', () => {
  it("refuses a connection without credentials, and one with another app's password", async () => {
    const { servers } = natsConnectionOptions({ url: system.base.NATS_URL! });
    await expect(connect({ servers })).rejects.toThrow(/Authorization Violation/);
    await expect(connectAs('identity', passwordOf('challenge'))).rejects.toThrow(/Authorization Violation/);
  });
});

describe('what a service may request', () => {
  it('refuses a magic link, a pre-approval and an enrolment grant to every service but the one that may ask', async () => {
    for (const app of ['challenge', 'billing', 'reviews', 'voice', 'admin'] as const) {
      expect(await requestAs(app, IdentitySubjects.createMagicLink, magicLinkFor(member.username))).toEqual({
        refused: publishViolation(IdentitySubjects.createMagicLink),
        reply: null,
      });
    }
    for (const app of ['identity', 'billing', 'voice', 'gateway'] as const) {
      expect((await requestAs(app, IdentitySubjects.addPreApproved, { email: 'colada@example.com' })).refused).toBe(
        publishViolation(IdentitySubjects.addPreApproved),
      );
      expect(
        (await requestAs(app, ChallengeSubjects.grantEnrolment, { email: member.email, userId: member.id })).refused,
      ).toBe(publishViolation(ChallengeSubjects.grantEnrolment));
    }
  });

  it('fails such a request at once as 503, as a service that is down', async () => {
    const rpc = await RpcClient.connect({
      url: system.base.NATS_URL!,
      user: 'challenge',
      password: passwordOf('challenge'),
      name: 'as-challenge',
      // far beyond the test's own time limit: only the server's refusal can end the request in time
      timeoutMs: 600_000,
      subjectPrefix: prefix,
      logger: createLogger('test', 'silent'),
    });
    try {
      const refused = rpc.request(IdentitySubjects.createMagicLink, magicLinkFor(member.username));
      await expect(refused).rejects.toBeInstanceOf(ServiceUnavailableError);
      await expect(refused).rejects.toMatchObject({ status: 503 });
    } finally {
      await rpc.close();
    }
  });

  it('lets each app make its own calls: the gateway a magic link for a member, voice the next edition', async () => {
    const link = await requestAs('gateway', IdentitySubjects.createMagicLink, magicLinkFor(member.username));
    expect(link.refused).toBeNull();
    expect(link.reply).toMatchObject({ response: { magicLink: expect.stringContaining('http') } });
    const edition = await requestAs('voice', ChallengeSubjects.nextEdition);
    expect(edition.refused).toBeNull();
    expect(edition.reply).toMatchObject({ response: { number: expect.any(Number) } });
  });
});

describe('what an app may publish and answer', () => {
  it('refuses an event of another app: nobody forges a payment or an access change', async () => {
    const asChallenge = jetstream(await connectAs('challenge'));
    await expect(
      asChallenge.publish(`${prefix}billing.payment.succeeded.v1`, JSON.stringify({ email: member.email })),
    ).rejects.toThrow(publishViolation('billing.payment.succeeded.v1'));
    const asGateway = jetstream(await connectAs('gateway'));
    await expect(
      asGateway.publish(`${prefix}challenge.access.changed.v1`, JSON.stringify({ email: member.email })),
    ).rejects.toThrow(publishViolation('challenge.access.changed.v1'));
  });

  it("keeps the gateway from answering identity's requests or reading another app's replies", async () => {
    const gateway = await connectAs('gateway');
    for (const subject of [
      `${prefix}${IdentitySubjects.createMagicLink}`,
      `${prefix}identity.>`,
      '_INBOX_identity.>',
    ]) {
      const sub = gateway.subscribe(subject, { queue: 'identity' });
      const closed = await sub.closed;
      expect(closed).toBeInstanceOf(Error);
      expect((closed as Error).message).toBe(
        `Permissions Violation for Subscription to "${subject}" using queue "identity"`,
      );
    }
    // identity itself still answers
    expect(
      (await requestAs('gateway', IdentitySubjects.checkPreApproved, { email: member.email })).reply,
    ).toMatchObject({
      response: { isPreApproved: false },
    });
  });
});
