import { ChallengeSubjects, type AccessChangedEvent } from '@reto/contracts';
import { CommunityMessages } from '@reto/contracts/community';
import { createLogger, EventBus } from '@reto/platform';
import { GatewayClient, until } from '@reto/platform/testing';
import { Redis } from 'ioredis';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { startGatewayReplica, type GatewayReplica } from './gateway-replica.js';
import { auditOnceShown } from './admin-audit.js';
import { closeSockets, comingEdition, enrolledMember, signedInTrainer, subscribeLive } from './community-members.js';
import { SystemRpc } from './system-rpc.js';

/**
 * The edition group live on two gateway replicas in front of one system (real NATS, PostgreSQL and
 * Redis): a change accepted through one replica reaches the subscriptions open on the other (the
 * community's JetStream events, taken by one replica, on the emitter both share through Redis);
 * a refunded member's subscription ends at once; a hidden post leaves every open screen; a muted
 * member is refused in Spanish; the trainer sees each reported post once.
 */
let system: TestSystem;
let nats: SystemRpc;
let second: GatewayReplica | undefined;
let secondUrl: string;

const POST = 'id parentId author { name trainer } body pinned hidden reactions replies safetyNote createdAt';
const EVENTS = `subscription { communityEvents { change post { ${POST} } } }`;

interface LivePost {
  id: string;
  parentId: string | null;
  body: string;
  pinned: boolean;
  hidden: boolean;
  reactions: number;
  safetyNote: string | null;
}
interface LiveEvent {
  change: string;
  post: LivePost;
}

/** A member enrolled in the `ahead`-th coming edition, signed in through the first replica, once in the group. */
const newMember = (ahead: number) => enrolledMember(system, nats, { edition: comingEdition(ahead), first: 'Vivo' });

/** The trainer's panel on one group: the panel's credential (connection_init's adminAuth) and the group's key. */
interface PanelOn {
  adminAuth: string;
  groupKey: string;
}
const PANEL_EVENTS = `subscription ($groupKey: String!) { adminCommunityGroupEvents(groupKey: $groupKey) { change post { ${POST} } } }`;

/** A subscription of `cookie`'s session to `baseUrl`: the member's group, or (with `panel`) the trainer's panel on one group. */
const subscribe = (baseUrl: string, cookie: string | undefined, panel?: PanelOn) =>
  subscribeLive<LiveEvent>(
    baseUrl,
    { cookie, adminAuth: panel?.adminAuth },
    panel ? { query: PANEL_EVENTS, variables: { groupKey: panel.groupKey } } : { query: EVENTS },
  );

/** A subscription of `member` (or of the trainer's panel), once it is live (its marker arrived). */
async function live(baseUrl: string, member: { client: GatewayClient }, panel?: PanelOn) {
  const subscription = subscribe(baseUrl, member.client.cookie, panel);
  await subscription.live();
  return subscription;
}

const post = (client: GatewayClient, body: string, parentId?: string) =>
  client.graphql<{ createCommunityPost: LivePost }>(
    `mutation ($body: String!, $parentId: String) { createCommunityPost(body: $body, parentId: $parentId) { ${POST} } }`,
    { body, parentId },
  );

/** The key of the group a post was written in, as the trainer's panel lists the groups. */
async function groupKeyOf(admin: GatewayClient, headers: Record<string, string>, postId: string): Promise<string> {
  const group = (key: string | null) =>
    admin.graphql<{ adminCommunityGroup: { groups: string[]; posts: Array<{ id: string }> } }>(
      `query ($key: String) { adminCommunityGroup(groupKey: $key) { groups posts { id } } }`,
      { key },
      headers,
    );
  for (const key of (await group(null)).data!.adminCommunityGroup.groups)
    if ((await group(key)).data!.adminCommunityGroup.posts.some((post) => post.id === postId)) return key;
  throw new Error(`no group holds the post ${postId}`);
}

beforeAll(async () => {
  system = await startTestSystem({ env: { COMMUNITY_POSTS_PER_MINUTE: '100' } });
  second = await startGatewayReplica(system);
  secondUrl = second.url;
  nats = await SystemRpc.connect(system);
}, 300_000);

afterAll(async () => {
  await closeSockets();
  await nats?.close();
  await second?.stop();
  await system?.stop();
});

describe('the edition group, live on two gateway replicas', () => {
  it('delivers a post and a reply accepted through replica A to a subscriber on replica B, with 💪 counts and the safety note', async () => {
    const ana = await newMember(1);
    const luis = await newMember(1);
    const onB = await live(secondUrl, luis);

    const written = (await post(ana.client, 'Me duele la rodilla después de las sentadillas')).data!
      .createCommunityPost;
    expect(written.safetyNote).toBe(CommunityMessages.safetyNote);
    await until(() => onB.received.some((event) => event.post.id === written.id), { what: 'the post on replica B' });
    expect(onB.received.find((event) => event.post.id === written.id)).toMatchObject({
      change: 'created',
      post: { body: written.body, safetyNote: CommunityMessages.safetyNote },
    });

    const reply = (await post(ana.client, '¡Ánimo!', written.id)).data!.createCommunityPost;
    await until(() => onB.received.some((event) => event.post.id === reply.id), { what: 'the reply on replica B' });
    expect(onB.received.find((event) => event.post.id === reply.id)?.post.parentId).toBe(written.id);

    await ana.client.graphql(`mutation ($id: String!) { reactToCommunityPost(id: $id, on: true) { reactions } }`, {
      id: written.id,
    });
    await until(() => onB.received.some((event) => event.change === 'reacted' && event.post.id === written.id), {
      what: 'the 💪 count on replica B',
    });
    expect(onB.received.find((event) => event.change === 'reacted')!.post.reactions).toBe(1);
  });

  it('a post of another edition never reaches the subscriber, and its post and replies answer 404', async () => {
    const ana = await newMember(1);
    const stranger = await newMember(2);
    const strangerWriter = await newMember(2);
    const onB = await live(secondUrl, ana);
    const strangerLive = await live(system.url, stranger);
    const written = (await post(strangerWriter.client, 'Solo para otra edición')).data!.createCommunityPost;
    await until(() => strangerLive.received.some((event) => event.post.id === written.id), { what: 'the post' });
    expect(onB.received.map((event) => event.post.id)).not.toContain(written.id);
    const thread = await ana.client.graphql(`query ($id: String!) { communityThread(id: $id) { post { id } } }`, {
      id: written.id,
    });
    expect(thread.errors?.[0]).toMatchObject({ message: CommunityMessages.postNotFound, extensions: { status: 404 } });
    const reply = await post(ana.client, 'Cuela', written.id);
    expect(reply.errors?.[0]).toMatchObject({ message: CommunityMessages.postNotFound, extensions: { status: 404 } });
  });

  it('ends the subscription of a member refunded while connected, and refuses their next post', async () => {
    const ana = await newMember(1);
    const luis = await newMember(1);
    const onB = await live(secondUrl, luis);
    // the refund, as the challenge announces it: no access left
    const challenge = await EventBus.create(
      nats.rpc.nats,
      'challenge',
      system.base.NATS_SUBJECT_PREFIX!,
      createLogger('test', 'silent'),
    );
    const refund: AccessChangedEvent = {
      userId: luis.id,
      email: luis.email,
      accessEndsAt: null,
      changedAt: new Date().toISOString(),
    };
    await challenge.publish(ChallengeSubjects.events.accessChanged, refund, `refund-${luis.id}`);
    await until(() => onB.completed, { what: 'the refunded member’s subscription to end', timeoutMs: 20_000 });
    const count = onB.received.length;
    const after = (await post(ana.client, 'Después del reembolso')).data!.createCommunityPost;
    const refused = await post(luis.client, 'Sigo aquí');
    expect(refused.errors?.[0]).toMatchObject({ extensions: { status: 404 } });
    // another subscriber sees the post after, the ended one never does
    const other = await live(system.url, await newMember(1));
    await post(ana.client, 'Otro más');
    await until(() => other.received.length >= 1, { what: 'a post to reach a member still in the group' });
    expect(onB.received.length).toBe(count);
    expect(onB.received.map((event) => event.post.id)).not.toContain(after.id);
  });

  it('removes a hidden post from a live subscriber, refuses a muted member in Spanish, lists reports once per post, all audited', async () => {
    const ana = await newMember(1);
    const luis = await newMember(1);
    const eva = await newMember(1);
    const onB = await live(secondUrl, luis);
    const written = (await post(ana.client, 'Algo que no debería estar aquí')).data!.createCommunityPost;

    for (const reporter of [luis, eva, luis]) {
      const reported = await reporter.client.graphql(
        `mutation ($id: String!) { reportCommunityPost(id: $id) { reported } }`,
        {
          id: written.id,
        },
      );
      expect(reported.errors).toBeUndefined();
    }
    const { client: admin, headers } = await signedInTrainer(system);
    const reports = await admin.graphql<{ adminCommunityReports: Array<{ post: { id: string }; reports: number }> }>(
      `{ adminCommunityReports { post { id } reports lastReportedAt } }`,
      {},
      headers,
    );
    const lines = reports.data!.adminCommunityReports.filter((line) => line.post.id === written.id);
    expect(lines).toEqual([{ post: { id: written.id }, reports: 2, lastReportedAt: expect.any(String) }]);

    const hidden = await admin.graphql(
      `mutation ($id: String!) { adminHideCommunityPost(id: $id, hidden: true) { hidden } }`,
      { id: written.id },
      headers,
    );
    expect(hidden.data).toEqual({ adminHideCommunityPost: { hidden: true } });
    await until(() => onB.received.some((event) => event.change === 'hidden' && event.post.id === written.id), {
      what: 'the hidden post to leave the live screen',
    });
    expect(onB.received.find((event) => event.change === 'hidden')!.post.body).toBe('');
    const feed = await luis.client.graphql<{ communityFeed: { posts: Array<{ id: string }> } }>(
      `{ communityFeed { posts { id } } }`,
    );
    expect(feed.data!.communityFeed.posts.map((p) => p.id)).not.toContain(written.id);

    const muted = await admin.graphql<{ adminMuteCommunityMember: { mutedUntil: string } }>(
      `mutation ($id: String!) { adminMuteCommunityMember(postId: $id, hours: 24) { mutedUntil authorName } }`,
      { id: written.id },
      headers,
    );
    const until24 = new Date(muted.data!.adminMuteCommunityMember.mutedUntil);
    const refused = await post(ana.client, 'Vuelvo a escribir');
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringContaining('El equipo del reto pausó tus publicaciones en el grupo hasta el'),
      extensions: { status: 403 },
    });
    expect(until24.getTime()).toBeGreaterThan(Date.now());

    const entries = await auditOnceShown(admin, headers, (lines) =>
      ['community_post.hidden', 'community_member.muted'].every((action) =>
        lines.some((line) => line.action === action),
      ),
    );
    expect(entries.find((line) => line.action === 'community_post.hidden')?.target).toContain(written.id);
  });

  it("delivers any edition group's posts, replies and hidden posts to the trainer's panel on replica B, and none of another group's", async () => {
    const ana = await newMember(3);
    const luis = await newMember(3);
    const { client: admin, adminAuth, headers } = await signedInTrainer(system);
    const first = (await post(ana.client, 'Primer día hecho')).data!.createCommunityPost;
    const groupKey = await groupKeyOf(admin, headers, first.id);
    const panel = await live(secondUrl, { client: admin }, { adminAuth, groupKey });

    const written = (await post(luis.client, 'Terminé la rutina sin parar')).data!.createCommunityPost;
    await until(() => panel.received.some((event) => event.post.id === written.id), { what: 'the post on the panel' });
    expect(panel.received.find((event) => event.post.id === written.id)).toMatchObject({
      change: 'created',
      post: { body: written.body, hidden: false, parentId: null },
    });
    const reply = (await post(ana.client, '¡Muy bien!', written.id)).data!.createCommunityPost;
    await until(() => panel.received.some((event) => event.post.id === reply.id), { what: 'the reply on the panel' });
    expect(panel.received.find((event) => event.post.id === reply.id)?.post.parentId).toBe(written.id);

    await admin.graphql(
      `mutation ($id: String!) { adminHideCommunityPost(id: $id, hidden: true) { hidden } }`,
      {
        id: written.id,
      },
      headers,
    );
    await until(() => panel.received.some((event) => event.change === 'hidden' && event.post.id === written.id), {
      what: 'the hidden post on the panel',
    });
    // the trainer moderates it: he still reads what was hidden
    expect(panel.received.find((event) => event.change === 'hidden')!.post).toMatchObject({
      body: written.body,
      hidden: true,
    });

    // another edition's post never reaches this group's panel (the next post of this group does)
    const stranger = (await post((await newMember(4)).client, 'Solo para otra edición')).data!.createCommunityPost;
    const later = (await post(ana.client, 'Después')).data!.createCommunityPost;
    await until(() => panel.received.some((event) => event.post.id === later.id), { what: 'the later post' });
    expect(panel.received.map((event) => event.post.id)).not.toContain(stranger.id);
    expect(panel.errors).toEqual([]);
  });

  it("refuses the panel's group subscription to a member, to an admin without the panel's credential, and for a group that does not exist", async () => {
    const ana = await newMember(3);
    const { client: admin, adminAuth, headers } = await signedInTrainer(system);
    const written = (await post(ana.client, 'Hola grupo')).data!.createCommunityPost;
    const groupKey = await groupKeyOf(admin, headers, written.id);
    const asMember = subscribe(secondUrl, ana.client.cookie, { adminAuth: 'x', groupKey });
    const noCredential = subscribe(system.url, admin.cookie, { adminAuth: '', groupKey });
    const noGroup = subscribe(secondUrl, admin.cookie, { adminAuth, groupKey: '1999-01-01' });
    await until(() => [asMember, noCredential, noGroup].every((refused) => refused.errors.length > 0), {
      what: 'the refusals',
    });
    expect(asMember.errors[0]).toMatchObject({ extensions: { status: 403 } });
    expect(noCredential.errors[0]).toMatchObject({ extensions: { status: 403 } });
    expect(noGroup.errors[0]).toMatchObject({ extensions: { status: 404 } });
    expect([asMember, noCredential, noGroup].flatMap((refused) => refused.received)).toEqual([]);
  });

  it('ends the subscription on replica B when the member signs out through replica A', async () => {
    const luis = await newMember(1);
    const onB = await live(secondUrl, luis);
    expect((await luis.client.rest('POST', '/api/logout')).status).toBe(200);
    await until(() => onB.completed, { what: 'the signed-out member’s subscription to end', timeoutMs: 20_000 });
  });

  it('refuses a subscription without a session, and any subscription over HTTP', async () => {
    const visitor = subscribe(secondUrl, undefined);
    await until(() => visitor.errors.length > 0, { what: 'the refusal' });
    expect(visitor.errors[0]).toMatchObject({ extensions: { status: 401 } });
    const overHttp = await new GatewayClient(system.url).graphql(EVENTS);
    expect(overHttp.errors?.[0]).toMatchObject({ extensions: { status: 400 } });
  });
});

describe("the live emitter's Redis connections", () => {
  it("come from each replica's RedisModule: one to publish and one to listen per replica, named in Redis's client list", async () => {
    const redis = new Redis(system.base.REDIS_URL ?? 'redis://127.0.0.1:6379');
    try {
      const prefix = `${system.base.REDIS_PREFIX}:gateway:`;
      const names = ((await redis.client('LIST')) as string)
        .split('\n')
        .map((line) => /\bname=(\S+)/.exec(line)?.[1])
        .filter((name): name is string => !!name?.startsWith(prefix))
        .map((name) => name.slice(prefix.length));
      expect(names.filter((name) => name.startsWith('live-')).sort()).toEqual([
        'live-listen',
        'live-listen',
        'live-publish',
        'live-publish',
      ]);
    } finally {
      redis.disconnect();
    }
  });
});
