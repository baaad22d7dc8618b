import { ChallengeSubjects, editionStartsAt, type ExerciseCompletedEvent } from '@reto/contracts';
import { CommunityMessages } from '@reto/contracts/community';
import { createLogger, EventBus } from '@reto/platform';
import { GatewayClient, until } from '@reto/platform/testing';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { auditOnceShown } from './admin-audit.js';
import { closeSockets, enrolledMember, signedInTrainer, subscribeLive } from './community-members.js';
import { startGatewayReplica, type GatewayReplica } from './gateway-replica.js';
import { SystemRpc, stopClockedSystem } from './system-rpc.js';

/**
 * Direct contact on two gateway replicas in front of one system (real NATS, PostgreSQL, Redis): a
 * member's message reaches the trainer's inbox live on the other replica and the trainer's reply
 * reaches the member's open conversation; the inbox lists each conversation once with its unread
 * count, oldest unanswered first, beside the member's day, streak and last completion (learnt from
 * the challenge's completions); members who missed two or more days in a row are listed for the
 * trainer; another member's conversation answers 404; empty, oversized and binary-laden messages
 * are refused in Spanish and store nothing; a member's messages per minute are limited; the
 * trainer's actions are audited.
 */
let system: TestSystem;
let nats: SystemRpc;
let second: GatewayReplica | undefined;
let challenge: EventBus;
let seq = 0;

const EDITION = 81;
/** Day 10 of the edition, midday in Madrid: the members' day is 10. */
const NOW = new Date(editionStartsAt(EDITION).getTime() + 9 * 86_400_000 + 11 * 3_600_000);
const MESSAGE = 'id conversationId fromTrainer authorName body createdAt';
const ENTRY = 'conversationId userId memberName unread awaitingSince lastMessage day streak lastCompletedAt';

interface Message {
  id: string;
  conversationId: string;
  fromTrainer: boolean;
  authorName: string;
  body: string;
}
interface Entry {
  conversationId: string;
  userId: number;
  memberName: string;
  unread: number;
  awaitingSince: string | null;
  lastMessage: string | null;
  day: number | null;
  streak: number;
  lastCompletedAt: string | null;
}

const newMember = (first: string) => enrolledMember(system, nats, { edition: EDITION, first, reaches: 'coach' });

const send = (client: GatewayClient, body: unknown, conversationId?: string) =>
  client.graphql<{ sendDirectMessage: Message }>(
    `mutation ($body: String!, $conversationId: String) { sendDirectMessage(body: $body, conversationId: $conversationId) { ${MESSAGE} } }`,
    { body, conversationId },
  );

const conversation = (client: GatewayClient, id?: string) =>
  client.graphql<{ directConversation: { id: string | null; unread: number; messages: Message[] } }>(
    `query ($id: String) { directConversation(id: $id) { id unread messages { ${MESSAGE} } } }`,
    { id },
  );

/** A subscription to `baseUrl` with a session cookie (and the panel's credential, for the inbox). */
const subscribe = <T>(baseUrl: string, cookie: string | undefined, query: string, adminAuth?: string) =>
  subscribeLive<T>(baseUrl, { cookie, adminAuth }, { query });

const completed = (userId: number, challengeDay: number, streak: number): ExerciseCompletedEvent => ({
  userId,
  edition: EDITION,
  exerciseId: 1,
  unitId: challengeDay,
  programmeDay: challengeDay,
  unitCompleted: true,
  challengeDay,
  streak,
  completedAt: new Date(
    editionStartsAt(EDITION).getTime() + (challengeDay - 1) * 86_400_000 + 18 * 3_600_000,
  ).toISOString(),
});

beforeAll(async () => {
  system = await startTestSystem({ env: { COMMUNITY_MESSAGES_PER_MINUTE: '6' } });
  nats = await SystemRpc.connect(system);
  // the clock first: every session and enrolment of the suite is made on the edition's day 10
  await nats.setClock(NOW);
  second = await startGatewayReplica(system);
  challenge = await EventBus.create(
    nats.rpc.nats,
    'challenge',
    system.base.NATS_SUBJECT_PREFIX!,
    createLogger('test', 'silent'),
  );
}, 300_000);

afterAll(async () => {
  await closeSockets();
  await second?.stop();
  await stopClockedSystem(system, nats);
});

describe('direct contact with the coach', () => {
  it('a message reaches the trainer’s inbox live on the other replica, and the reply reaches the member’s open conversation', async () => {
    const ana = await newMember('Ana');
    const { client: admin, adminAuth, headers } = await signedInTrainer(system);
    const inboxLive = subscribe<{ userId: number; message: Message }>(
      second!.url,
      admin.cookie,
      `subscription { adminCommunityMessages { userId message { ${MESSAGE} } } }`,
      adminAuth,
    );
    const memberLive = subscribe<Message>(
      second!.url,
      ana.client.cookie,
      `subscription { directMessages { ${MESSAGE} } }`,
    );

    // the subscriptions are in place once a first message reaches both
    let first: Message | undefined;
    await until(
      async () => {
        const sent = (await send(ana.client, `Hola coach ${seq++}`)).data!.sendDirectMessage;
        const seen = () =>
          inboxLive.received.some((event) => event.message.id === sent.id) &&
          memberLive.received.some((message) => message.id === sent.id);
        await until(seen, { what: 'the message live', timeoutMs: 4_000 }).catch(() => undefined);
        if (seen()) first = sent;
        return seen();
      },
      { what: 'the live subscriptions to receive messages', timeoutMs: 24_000 },
    );
    if (!first) throw new Error('no message arrived live');
    const sent: Message = first;
    expect(inboxLive.errors).toEqual([]);
    expect(sent).toMatchObject({ fromTrainer: false, authorName: ana.name });
    expect(inboxLive.received.find((event) => event.message.id === sent.id)?.userId).toBe(ana.id);

    const inbox = await admin.graphql<{ adminCommunityInbox: Entry[] }>(
      `{ adminCommunityInbox { ${ENTRY} } }`,
      {},
      headers,
    );
    const mine = inbox.data!.adminCommunityInbox.filter((entry) => entry.userId === ana.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.unread).toBeGreaterThanOrEqual(1);
    expect(mine[0]!.memberName).toBe(ana.name);
    expect(JSON.stringify(inbox.data)).not.toMatch(/@example\.com/);

    const reply = await admin.graphql<{ adminSendDirectMessage: Message }>(
      `mutation ($id: String!, $body: String!) { adminSendDirectMessage(conversationId: $id, body: $body) { ${MESSAGE} } }`,
      { id: sent.conversationId, body: '¡Hola! Cuéntame cómo vas.' },
      headers,
    );
    const replied = reply.data!.adminSendDirectMessage;
    expect(replied.fromTrainer).toBe(true);
    await until(() => memberLive.received.some((message) => message.id === replied.id), {
      what: 'the reply on the member’s open conversation (replica B)',
    });

    // the dashboard's card counts it (asking reads nothing); the member reads it: one unread, then
    // none; the trainer's unread count cleared with the reply
    const card = async () =>
      (await ana.client.graphql<{ communityCard: { unread: number } }>('{ communityCard { pinned { id } unread } }'))
        .data!.communityCard.unread;
    expect(await card()).toBe(1);
    expect(await card()).toBe(1);
    const read = await conversation(ana.client);
    expect(read.data!.directConversation).toMatchObject({ id: sent.conversationId, unread: 1 });
    expect(read.data!.directConversation.messages.at(-1)).toMatchObject({ id: replied.id, fromTrainer: true });
    expect((await conversation(ana.client)).data!.directConversation.unread).toBe(0);
    expect(await card()).toBe(0);
    const after = await admin.graphql<{ adminCommunityInbox: Entry[] }>(
      `{ adminCommunityInbox { ${ENTRY} } }`,
      {},
      headers,
    );
    expect(after.data!.adminCommunityInbox.find((entry) => entry.userId === ana.id)).toMatchObject({
      unread: 0,
      awaitingSince: null,
    });

    const entries = await auditOnceShown(admin, headers, (lines) =>
      lines.some((line) => line.action === 'community_message.sent' && line.target.includes(sent.conversationId)),
    );
    expect(entries.find((line) => line.action === 'community_message.sent')?.target).toContain(ana.name);
  });

  it('lists the oldest unanswered first, with the day, streak and last completion from the challenge’s completions', async () => {
    const older = await newMember('Olga');
    const newer = await newMember('Nico');
    await challenge.publish(
      ChallengeSubjects.events.exerciseCompleted,
      completed(older.id, 9, 9),
      `completion-${older.id}-9`,
    );
    await send(older.client, 'Primera duda');
    await send(newer.client, 'Segunda duda');
    await send(older.client, 'Otra más');
    const { client: admin, headers } = await signedInTrainer(system);
    await nats.eventsSettled();
    const inbox = (
      await admin.graphql<{ adminCommunityInbox: Entry[] }>(`{ adminCommunityInbox { ${ENTRY} } }`, {}, headers)
    ).data!.adminCommunityInbox;
    const olderAt = inbox.findIndex((entry) => entry.userId === older.id);
    const newerAt = inbox.findIndex((entry) => entry.userId === newer.id);
    expect(olderAt).toBeGreaterThanOrEqual(0);
    expect(olderAt).toBeLessThan(newerAt);
    expect(inbox[olderAt]).toMatchObject({
      unread: 2,
      lastMessage: 'Otra más',
      day: 10,
      streak: 9,
      lastCompletedAt: completed(older.id, 9, 9).completedAt,
    });
    expect(inbox[newerAt]).toMatchObject({ unread: 1, day: 10, streak: 0, lastCompletedAt: null });
  });

  it('lists the members who missed two or more days in a row; the trainer opens a conversation with one tap (audited)', async () => {
    const away = await newMember('Leo');
    const onTrack = await newMember('Sara');
    await challenge.publish(ChallengeSubjects.events.exerciseCompleted, completed(away.id, 3, 3), `c-${away.id}-3`);
    await challenge.publish(
      ChallengeSubjects.events.exerciseCompleted,
      completed(onTrack.id, 9, 8),
      `c-${onTrack.id}-9`,
    );
    await nats.eventsSettled();
    const { client: admin, headers } = await signedInTrainer(system);
    const missing = (
      await admin.graphql<{
        adminCommunityMissing: Array<{ userId: number; memberName: string; missedDays: number; streak: number }>;
      }>(
        `{ adminCommunityMissing { userId memberName missedDays day streak lastCompletedAt conversationId } }`,
        {},
        headers,
      )
    ).data!.adminCommunityMissing;
    // days 4, 5, 6, 8 and 9 (7 is a rest day); today is not over
    expect(missing.find((line) => line.userId === away.id)).toMatchObject({
      memberName: away.name,
      missedDays: 5,
      streak: 0,
    });
    expect(missing.map((line) => line.userId)).not.toContain(onTrack.id);

    const opened = await admin.graphql<{ adminOpenConversation: { entry: Entry; messages: Message[] } }>(
      `mutation ($userId: Int!) { adminOpenConversation(userId: $userId) { entry { ${ENTRY} } messages { ${MESSAGE} } } }`,
      { userId: away.id },
      headers,
    );
    const entry = opened.data!.adminOpenConversation.entry;
    expect(entry).toMatchObject({ userId: away.id, memberName: away.name, unread: 0, day: 10, streak: 0 });
    await admin.graphql(
      `mutation ($id: String!) { adminSendDirectMessage(conversationId: $id, body: "Te echamos de menos, ¿todo bien?") { id } }`,
      { id: entry.conversationId },
      headers,
    );
    const theirs = (await conversation(away.client)).data!.directConversation;
    expect(theirs).toMatchObject({ id: entry.conversationId, unread: 1 });
    expect(theirs.messages.map((message) => message.body)).toEqual(['Te echamos de menos, ¿todo bien?']);
    await auditOnceShown(admin, headers, (lines) =>
      lines.some(
        (line) => line.action === 'community_conversation.opened' && line.target.includes(entry.conversationId),
      ),
    );
  });

  it('lets the trainer read a conversation again without opening it: nothing marked read, nothing audited; refused to a member', async () => {
    const ana = await newMember('Ana');
    const first = (await send(ana.client, 'Hola coach')).data!.sendDirectMessage;
    await send(ana.client, '¿Sigo mañana?');
    const { client: admin, headers } = await signedInTrainer(system);
    const readAgain = (conversationId: string, client = admin, asTrainer = headers) =>
      client.graphql<{ adminCommunityConversation: { entry: Entry; messages: Message[] } }>(
        `query ($id: String!) { adminCommunityConversation(conversationId: $id) { entry { ${ENTRY} } messages { ${MESSAGE} } } }`,
        { id: conversationId },
        asTrainer,
      );

    const read = (await readAgain(first.conversationId)).data!.adminCommunityConversation;
    expect(read.messages.map((message) => message.body)).toEqual(['Hola coach', '¿Sigo mañana?']);
    expect(read.entry).toMatchObject({ conversationId: first.conversationId, userId: ana.id, unread: 2 });
    // read twice, the same: the inbox still counts both unread
    expect((await readAgain(first.conversationId)).data!.adminCommunityConversation).toEqual(read);
    const inbox = (
      await admin.graphql<{ adminCommunityInbox: Entry[] }>(`{ adminCommunityInbox { ${ENTRY} } }`, {}, headers)
    ).data!.adminCommunityInbox;
    expect(inbox.find((entry) => entry.conversationId === first.conversationId)?.unread).toBe(2);

    const unknown = await readAgain('00000000-0000-4000-8000-000000000000');
    expect(unknown.errors?.[0]).toMatchObject({
      message: CommunityMessages.conversationNotFound,
      extensions: { status: 404 },
    });
    for (const refused of [
      await readAgain(first.conversationId, ana.client, {}),
      await readAgain(first.conversationId, ana.client, headers),
      await readAgain(first.conversationId, admin, {}),
    ]) {
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors?.[0]).toMatchObject({ extensions: { status: 403 } });
    }

    // an audited action after the reads: once it shows, no line before it names the conversation
    const marker = await admin.graphql<{ adminOpenConversation: { entry: Entry } }>(
      `mutation ($userId: Int!) { adminOpenConversation(userId: $userId) { entry { conversationId } } }`,
      { userId: (await newMember('Marca')).id },
      headers,
    );
    const markerId = marker.data!.adminOpenConversation.entry.conversationId;
    await nats.eventsSettled();
    const lines = await auditOnceShown(admin, headers, (entries) =>
      entries.some((line) => line.target.includes(markerId)),
    );
    expect(lines.filter((line) => line.target.includes(first.conversationId))).toEqual([]);
  });

  it('answers 404 for another member’s conversation, by id, whether read or written to', async () => {
    const ana = await newMember('Ana');
    const eva = await newMember('Eva');
    const theirs = (await send(eva.client, 'Solo para el coach')).data!.sendDirectMessage.conversationId;
    const read = await conversation(ana.client, theirs);
    expect(read.data ?? null).toBeNull();
    expect(read.errors?.[0]).toMatchObject({
      message: CommunityMessages.conversationNotFound,
      extensions: { status: 404 },
    });
    const written = await send(ana.client, 'Cuela', theirs);
    expect(written.errors?.[0]).toMatchObject({
      message: CommunityMessages.conversationNotFound,
      extensions: { status: 404 },
    });
    const unknown = await conversation(ana.client, '00000000-0000-4000-8000-000000000000');
    expect(unknown.errors?.[0]).toMatchObject({ message: CommunityMessages.conversationNotFound });
    const evas = (await conversation(eva.client)).data!.directConversation.messages.map((message) => message.body);
    expect(evas).toEqual(['Solo para el coach']);
  });

  it('refuses empty, oversized and binary-laden messages in Spanish storing nothing, and limits messages per minute', async () => {
    const ana = await newMember('Ana');
    for (const [body, message] of [
      ['   ', CommunityMessages.emptyMessage],
      ['hola\u0007', CommunityMessages.binaryPost],
      ['x'.repeat(2001), CommunityMessages.messageTooLong],
    ] as const) {
      const answer = await send(ana.client, body);
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { status: 400 } });
    }
    expect((await conversation(ana.client)).data!.directConversation).toEqual({ id: null, unread: 0, messages: [] });

    // COMMUNITY_MESSAGES_PER_MINUTE=6 in this suite
    for (let n = 1; n <= 6; n += 1) expect((await send(ana.client, `Mensaje ${n}`)).errors).toBeUndefined();
    const refused = await send(ana.client, 'Mensaje 7');
    expect(refused.errors?.[0]).toMatchObject({
      message: CommunityMessages.tooManyMessages,
      extensions: { status: 429 },
    });
    expect((await conversation(ana.client)).data!.directConversation.messages).toHaveLength(6);

    const visitor = new GatewayClient(system.url);
    expect((await visitor.graphql(`{ directConversation { id } }`)).errors?.[0]).toMatchObject({
      extensions: { status: 401 },
    });
  });

  it('shows a member’s day and streak beside their first name and initial in the group, never the trainer’s', async () => {
    const pia = await newMember('Pia');
    const reader = await newMember('Rosa');
    await challenge.publish(ChallengeSubjects.events.exerciseCompleted, completed(pia.id, 9, 9), `c-${pia.id}-9`);
    await nats.eventsSettled();
    const written = await pia.client.graphql<{ createCommunityPost: { id: string } }>(
      `mutation { createCommunityPost(body: "Día 9 hecho") { id author { name day streak } } }`,
    );
    expect(written.errors).toBeUndefined();
    expect(written.data!.createCommunityPost).toMatchObject({ author: { name: pia.name, day: 10, streak: 9 } });
    const feed = await reader.client.graphql<{
      communityFeed: {
        posts: Array<{ id: string; author: { name: string; day: number | null; streak: number | null } }>;
      };
    }>(`{ communityFeed { posts { id author { name trainer day streak } } } }`);
    const posts = feed.data!.communityFeed.posts;
    expect(posts.find((post) => post.id === written.data!.createCommunityPost.id)?.author).toEqual({
      name: pia.name,
      trainer: false,
      day: 10,
      streak: 9,
    });
    expect(JSON.stringify(feed.data)).not.toMatch(/@example\.com/);
    // a member who never trained: their day, and a streak of 0
    const none = await reader.client.graphql<{ createCommunityPost: { author: { day: number; streak: number } } }>(
      `mutation { createCommunityPost(body: "Hola a todas") { author { day streak } } }`,
    );
    expect(none.data!.createCommunityPost.author).toEqual({ day: 10, streak: 0 });
  });

  it('refuses the inbox’s live subscription to a member, and to an admin without the panel’s credential', async () => {
    const ana = await newMember('Ana');
    const { client: admin } = await signedInTrainer(system);
    const asMember = subscribe(
      second!.url,
      ana.client.cookie,
      `subscription { adminCommunityMessages { userId } }`,
      'x',
    );
    const noCredential = subscribe(system.url, admin.cookie, `subscription { adminCommunityMessages { userId } }`);
    await until(() => asMember.errors.length > 0 && noCredential.errors.length > 0, { what: 'the refusals' });
    expect(asMember.errors[0]).toMatchObject({ extensions: { status: 403 } });
    expect(noCredential.errors[0]).toMatchObject({ extensions: { status: 403 } });
  });
});
