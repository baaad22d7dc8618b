import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { eventually, GatewayClient } from '@reto/platform/testing';
import { CommunityMessages } from '@reto/contracts/community';
import { LocalPushService, type BrowserSubscription } from './push-service.js';
import { comingEdition, enrolledMember, signedInTrainer } from './community-members.js';
import { SystemRpc, stopClockedSystem } from './system-rpc.js';

/**
 * The edition group through the gateway on the running system: membership follows the challenge's
 * enrolments (through JetStream to the community service), a member reaches only their edition's
 * posts, and what they send is checked at the service.
 */
let system: TestSystem;
let nats: SystemRpc;
let pushService: LocalPushService;

const POST_FIELDS = 'id parentId author { name trainer } body pinned reactions reactedByMe replies createdAt';

/** A member enrolled in the `ahead`-th coming edition, signed in; `id` is their user id (the trainer's panel opens a conversation by it). */
async function newMember(ahead: number): Promise<GatewayClient & { id: number }> {
  const { client, id } = await enrolledMember(system, nats, { edition: comingEdition(ahead), first: 'Grupo' });
  return Object.assign(client, { id });
}

const post = (client: GatewayClient, body: unknown, parentId?: string) =>
  client.graphql<{ createCommunityPost: { id: string; author: { name: string } } }>(
    `mutation ($body: String!, $parentId: String) { createCommunityPost(body: $body, parentId: $parentId) { ${POST_FIELDS} } }`,
    { body, parentId },
  );

beforeAll(async () => {
  // the browsers' push service the reminders' tests use, trusted by the challenge service's process
  pushService = await LocalPushService.start();
  system = await startTestSystem({
    env: { PUSH_SERVICE_ORIGINS: pushService.origin, NODE_EXTRA_CA_CERTS: pushService.certificate },
  });
  nats = await SystemRpc.connect(system);
}, 180_000);

afterAll(async () => {
  await stopClockedSystem(system, nats);
  await pushService?.close();
});

describe('the edition group over GraphQL', () => {
  it('shows a post to the same edition by first name and initial; another edition gets 404 for it and its replies', async () => {
    const ana = await newMember(1);
    const luis = await newMember(1);
    const stranger = await newMember(2);

    const written = await post(ana, 'Primer día hecho 💪');
    const id = written.data!.createCommunityPost.id;
    expect(written.data!.createCommunityPost.author.name).toMatch(/^Grupo\w+ R\.$/);
    await post(luis, '¡Vamos!', id);

    const feed = await luis.graphql<{ communityFeed: { posts: Array<{ id: string }> } }>(
      `{ communityFeed { posts { ${POST_FIELDS} } nextCursor } }`,
    );
    expect(feed.data!.communityFeed.posts.map((p) => p.id)).toContain(id);
    expect(JSON.stringify(feed)).not.toMatch(/@example\.com/);

    const thread = (client: GatewayClient) =>
      client.graphql(`query ($id: String!) { communityThread(id: $id) { post { id } replies { body } } }`, { id });
    expect((await thread(luis)).data).toMatchObject({
      communityThread: { post: { id }, replies: [{ body: '¡Vamos!' }] },
    });
    const refused = await thread(stranger);
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message: CommunityMessages.postNotFound,
      extensions: { status: 404 },
    });
    const strangerFeed = await stranger.graphql<{ communityFeed: { posts: Array<{ id: string }> } }>(
      `{ communityFeed { posts { id } } }`,
    );
    expect(strangerFeed.data!.communityFeed.posts.map((p) => p.id)).not.toContain(id);
  });

  it('the same post sent twice at once with one Idempotency-Key: one is posted, the other told 409 «en curso», one post in the feed', async () => {
    const ana = await newMember(3);
    const body = `Doble toque ${Date.now().toString(36)}`;
    const send = () =>
      ana.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'publicar-1' },
        body: JSON.stringify({
          query: 'mutation ($body: String!) { createCommunityPost(body: $body) { id } }',
          variables: { body },
        }),
      });
    // The community service held (SIGSTOP) while both arrive: the one that claimed the key is in
    // flight until it resumes, whichever of the two that is.
    system.supervisor.signal('community', 'SIGSTOP');
    const both = [send(), send()];
    try {
      const refused = await Promise.race(both);
      expect(refused.status).toBe(409);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(await refused.json()).toMatchObject({ code: 'idempotency_in_flight' });
    } finally {
      system.supervisor.signal('community', 'SIGCONT');
    }
    expect((await Promise.all(both)).map(({ status }) => status).sort()).toEqual([200, 409]);
    // the retry after it was posted gets the first answer, and posts nothing more
    const retry = await send();
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const feed = await ana.graphql<{ communityFeed: { posts: Array<{ body: string }> } }>(
      `{ communityFeed { posts { body } } }`,
    );
    expect(feed.data!.communityFeed.posts.filter((p) => p.body === body)).toHaveLength(1);
  });

  it('refuses an empty or binary-laden post with a 400 in Spanish, and a visitor without a session', async () => {
    const ana = await newMember(1);
    for (const [body, message] of [
      ['   ', CommunityMessages.emptyPost],
      ['hola\u0007', CommunityMessages.binaryPost],
      ['x'.repeat(2001), CommunityMessages.postTooLong],
    ] as const) {
      const answer = await post(ana, body);
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { status: 400 } });
    }
    const visitor = new GatewayClient(system.url);
    expect((await visitor.graphql(`{ communityFeed { nextCursor } }`)).errors?.[0]).toMatchObject({
      extensions: { status: 401 },
    });
  });
});

describe('Web Push of the community', () => {
  /** The member's browser subscribed to pushes (the settings' push switch on; «Comunidad» as given). */
  async function subscribed(client: GatewayClient, community?: boolean): Promise<BrowserSubscription> {
    const key = await client.graphql<{ pushPublicKey: string }>('{ pushPublicKey }');
    const browser = await pushService.subscribe(key.data!.pushPublicKey);
    const { endpoint, keys } = browser;
    expect((await client.rest('POST', '/api/push/subscriptions', { endpoint, keys })).status).toBe(201);
    const input = {
      dailyReminder: false,
      reminderTime: '08:00',
      email: false,
      push: true,
      streakNudge: false,
      community,
    };
    const saved = await client.graphql(
      `mutation ($input: NotificationSettingsInput!) { updateNotificationSettings(input: $input) { push community } }`,
      { input },
    );
    expect(saved).toEqual({ data: { updateNotificationSettings: { push: true, community: community ?? true } } });
    return browser;
  }
  const pushes = async (browser: BrowserSubscription) =>
    (await pushService.received(browser)).map((payload) => JSON.parse(payload) as Record<string, string>);
  const pushesOnceThere = (browser: BrowserSubscription, count: number) =>
    eventually(
      () => pushes(browser),
      (received) => received.length >= count,
      { timeoutMs: 20_000 },
    );

  it('sends the author of a post one push per reply of someone else (none for their own), with «Comunidad» on by default', async () => {
    const ana = await newMember(1);
    const luis = await newMember(1);
    const browser = await subscribed(ana);
    const id = (await post(ana, 'Hoy me costó la sentadilla')).data!.createCommunityPost.id;
    const luisName = (await post(luis, '¡Vamos, tú puedes!', id)).data!.createCommunityPost.author.name;
    await post(ana, 'Gracias 🙌', id);
    await post(luis, 'Mañana más', id);

    // in the order written: the replier's name and words, opening the group; nothing for her own reply
    expect(await pushesOnceThere(browser, 2)).toEqual([
      {
        title: `${luisName} respondió tu publicación en el grupo`,
        body: '¡Vamos, tú puedes!',
        url: '/grupo',
        tag: 'community',
      },
      {
        title: `${luisName} respondió tu publicación en el grupo`,
        body: 'Mañana más',
        url: '/grupo',
        tag: 'community',
      },
    ]);
  });

  it('sends a member away from the app one push for the coach’s message, opening their conversation', async () => {
    const eva = await newMember(1);
    const browser = await subscribed(eva);
    const { client: admin, headers } = await signedInTrainer(system);
    const opened = await admin.graphql<{ adminOpenConversation: { entry: { conversationId: string } } }>(
      `mutation ($userId: Int!) { adminOpenConversation(userId: $userId) { entry { conversationId } } }`,
      { userId: eva.id },
      headers,
    );
    const sent = await admin.graphql<{ adminSendDirectMessage: { authorName: string } }>(
      `mutation ($id: String!) { adminSendDirectMessage(conversationId: $id, body: "¿Cómo llevas la semana?") { authorName } }`,
      { id: opened.data!.adminOpenConversation.entry.conversationId },
      headers,
    );

    expect(await pushesOnceThere(browser, 1)).toEqual([
      {
        title: `${sent.data!.adminSendDirectMessage.authorName} te escribió`,
        body: '¿Cómo llevas la semana?',
        url: '/mensajes',
        tag: 'community',
      },
    ]);
  });

  it('sends nothing to a member who switched «Comunidad» off', async () => {
    const sara = await newMember(1);
    const ana = await newMember(1);
    const luis = await newMember(1);
    const off = await subscribed(sara, false);
    const on = await subscribed(ana);
    const saraPost = (await post(sara, 'Día 3 listo')).data!.createCommunityPost.id;
    const anaPost = (await post(ana, 'Día 3 también')).data!.createCommunityPost.id;
    await post(luis, '¡Bien!', saraPost);
    await post(luis, '¡Bien!', anaPost);

    // the pushes are handled in the order written: once Ana's arrived, Sara's reply was handled too
    expect(await pushesOnceThere(on, 1)).toHaveLength(1);
    expect(await pushes(off)).toEqual([]);
  });
});
