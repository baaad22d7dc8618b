import { GatewayClient, until } from '@reto/platform/testing';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import {
  closeSockets,
  comingEdition,
  enrolledMember,
  liveSocket,
  signedInTrainer,
  type Trainer,
} from './community-members.js';
import { SystemRpc } from './system-rpc.js';

/**
 * A live page reads its first page, then subscribes; the subscription joins only after a look-up
 * over NATS (the member's group, the conversation, the admin check). Each of the four live
 * subscriptions sends its null first, once it receives every change; a page that reads again then
 * shows what was made between its read and its join. Generated over the four: a change made after
 * the page's read and before its subscribe (its event already out, so no subscription joining
 * later can receive it), and one sent right after the subscribe, before its first event: the page,
 * reading again on the marker and applying the events, ends up with both.
 */
let system: TestSystem;
let nats: SystemRpc;
let seq = 0;

/** Who opens a page: their session (the cookie), and the panel's credential for the trainer. */
interface Viewer {
  client: GatewayClient;
  adminAuth?: string;
}

const newMember = () => enrolledMember(system, nats, { edition: comingEdition(1), first: 'Union' });

/** One live page: who opens it, its subscription, how it reads its first page, and a change it must show. */
interface LivePage {
  viewer: Viewer;
  subscription: { query: string; variables?: Record<string, unknown> };
  /** What the page shows after reading (the item names: an id, or the inbox's last message). */
  read(): Promise<string[]>;
  /** What a live event adds to the page. */
  shown(event: Record<string, unknown>): string;
  /** Someone else makes a change the page must show; answers its name on the page. */
  change(): Promise<string>;
}

/** An answer's data, or the test fails with its errors. */
async function dataOf<T>(answer: Promise<{ data?: T; errors?: unknown }>): Promise<T> {
  const { data, errors } = await answer;
  if (!data) throw new Error(`refused: ${JSON.stringify(errors)}`);
  return data;
}

const writePost = async (writer: Viewer, body: string) =>
  (
    await dataOf(
      writer.client.graphql<{ createCommunityPost: { id: string } }>(
        `mutation ($body: String!) { createCommunityPost(body: $body) { id } }`,
        { body },
      ),
    )
  ).createCommunityPost.id;

/** The key of the group a post was written in, as the trainer's panel lists the groups. */
async function groupKeyOf(admin: Trainer, postId: string): Promise<string> {
  const group = async (key: string | null) =>
    (
      await dataOf(
        admin.client.graphql<{ adminCommunityGroup: { groups: string[]; posts: Array<{ id: string }> } }>(
          `query ($key: String) { adminCommunityGroup(groupKey: $key) { groups posts { id } } }`,
          { key },
          admin.headers,
        ),
      )
    ).adminCommunityGroup;
  for (const key of (await group(null)).groups)
    if ((await group(key)).posts.some((post) => post.id === postId)) return key;
  throw new Error(`no group holds the post ${postId}`);
}

/** The four live pages, each with its own members. */
const PAGES: Record<string, () => Promise<LivePage>> = {
  "the member's group (communityEvents)": async () => {
    const [viewer, writer] = [await newMember(), await newMember()];
    return {
      viewer,
      subscription: { query: 'subscription { communityEvents { change post { id } } }' },
      read: async () =>
        (
          await dataOf(
            viewer.client.graphql<{ communityFeed: { posts: Array<{ id: string }> } }>(
              '{ communityFeed { posts { id } } }',
            ),
          )
        ).communityFeed.posts.map((post) => post.id),
      shown: (event) => (event as { post: { id: string } }).post.id,
      change: () => writePost(writer, `Entreno hecho ${seq++}`),
    };
  },
  "the member's conversation with the coach (directMessages)": async () => {
    const viewer = await newMember();
    const admin = await signedInTrainer(system);
    const opened = await dataOf(
      admin.client.graphql<{ adminOpenConversation: { entry: { conversationId: string } } }>(
        'mutation ($userId: Int!) { adminOpenConversation(userId: $userId) { entry { conversationId } } }',
        { userId: viewer.id },
        admin.headers,
      ),
    );
    const conversationId = opened.adminOpenConversation.entry.conversationId;
    return {
      viewer,
      subscription: { query: 'subscription { directMessages { id } }' },
      read: async () =>
        (
          await dataOf(
            viewer.client.graphql<{ directConversation: { messages: Array<{ id: string }> } }>(
              '{ directConversation { messages { id } } }',
            ),
          )
        ).directConversation.messages.map((message) => message.id),
      shown: (event) => (event as { id: string }).id,
      change: async () =>
        (
          await dataOf(
            admin.client.graphql<{ adminSendDirectMessage: { id: string } }>(
              'mutation ($id: String!, $body: String!) { adminSendDirectMessage(conversationId: $id, body: $body) { id } }',
              { id: conversationId, body: `¿Cómo vas? ${seq++}` },
              admin.headers,
            ),
          )
        ).adminSendDirectMessage.id,
    };
  },
  "the trainer's inbox (adminCommunityMessages)": async () => {
    const admin = await signedInTrainer(system);
    // each change in a conversation of its own: the inbox shows each conversation's last message
    const writers = [await newMember(), await newMember()];
    return {
      viewer: admin,
      subscription: { query: 'subscription { adminCommunityMessages { message { body } } }' },
      read: async () =>
        (
          await dataOf(
            admin.client.graphql<{ adminCommunityInbox: Array<{ lastMessage: string | null }> }>(
              '{ adminCommunityInbox { lastMessage } }',
              {},
              admin.headers,
            ),
          )
        ).adminCommunityInbox.flatMap((entry) => (entry.lastMessage ? [entry.lastMessage] : [])),
      shown: (event) => (event as { message: { body: string } }).message.body,
      change: async () =>
        (
          await dataOf(
            writers[seq % 2]!.client.graphql<{ sendDirectMessage: { body: string } }>(
              'mutation ($body: String!) { sendDirectMessage(body: $body) { body } }',
              { body: `Duda ${seq++}` },
            ),
          )
        ).sendDirectMessage.body,
    };
  },
  "the trainer's group in the panel (adminCommunityGroupEvents)": async () => {
    const admin = await signedInTrainer(system);
    const writer = await newMember();
    const groupKey = await groupKeyOf(admin, await writePost(writer, 'Primer día hecho'));
    return {
      viewer: admin,
      subscription: {
        query: 'subscription ($groupKey: String!) { adminCommunityGroupEvents(groupKey: $groupKey) { post { id } } }',
        variables: { groupKey },
      },
      read: async () =>
        (
          await dataOf(
            admin.client.graphql<{ adminCommunityGroup: { posts: Array<{ id: string }> } }>(
              'query ($key: String) { adminCommunityGroup(groupKey: $key) { posts { id } } }',
              { key: groupKey },
              admin.headers,
            ),
          )
        ).adminCommunityGroup.posts.map((post) => post.id),
      shown: (event) => (event as { post: { id: string } }).post.id,
      change: () => writePost(writer, `Rutina terminada ${seq++}`),
    };
  },
};

/**
 * A page as the web client keeps it: what it read, and what arrived live since; on the
 * subscription's null (its first event) it reads again. `afterSubscribe` runs right after the
 * subscribe message is sent, before any event.
 */
async function openPage(page: LivePage, afterSubscribe: () => void = () => undefined) {
  const readAgain = new Set<string>();
  const errors: unknown[] = [];
  let rereads = 0;
  const socket = liveSocket(system.url, { cookie: page.viewer.client.cookie, adminAuth: page.viewer.adminAuth });
  await socket.connected();
  const subscription = socket.subscribe<Record<string, unknown>>(
    page.subscription,
    () =>
      void page.read().then((items) => {
        for (const item of items) readAgain.add(item);
        rereads += 1;
      }, errors.push.bind(errors)),
  );
  // on an open connection the subscribe message leaves within the microtasks that follow
  afterSubscribe();
  const live = () => subscription.received.map(page.shown);
  return {
    /** What the page shows: what it read, and what arrived live. */
    shown: () => new Set([...readAgain, ...live()]),
    live,
    errors: () => [...subscription.errors, ...errors],
    /** The subscription's marker came and the page has read again. */
    reread: () => until(() => rereads > 0, { what: 'the page to read again on its marker', timeoutMs: 20_000 }),
  };
}

beforeAll(async () => {
  system = await startTestSystem({ env: { COMMUNITY_POSTS_PER_MINUTE: '100', COMMUNITY_MESSAGES_PER_MINUTE: '100' } });
  nats = await SystemRpc.connect(system);
}, 300_000);

afterAll(async () => {
  await closeSockets();
  await nats?.close();
  await system?.stop();
});

describe.each(Object.entries(PAGES))('%s', (_name, pageOf) => {
  it('shows a change made between the page’s read and its join, and one made while it joins', async () => {
    const page = await pageOf();
    // a page open before: it shows the first change as soon as its event is out
    const earlier = await openPage(page);
    await earlier.reread();

    const read = await page.read();
    const before = await page.change();
    await until(() => earlier.live().includes(before), { what: 'the first change’s event to be out' });
    // the page's subscription joins after that event: only reading again can show it
    let during: Promise<string> | undefined;
    const opening = await openPage(page, () => (during = page.change()));
    await opening.reread();
    const whileJoining = await during!;
    await until(() => opening.shown().has(whileJoining), { what: 'the change made while joining' });

    expect(read).not.toContain(before);
    expect(opening.live()).not.toContain(before);
    expect(opening.shown()).toContain(before);
    expect([...earlier.errors(), ...opening.errors()]).toEqual([]);
  });
});
