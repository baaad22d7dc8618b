import { randomInt } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { ChallengeSubjects, type AccessChangedEvent, type ExerciseCompletedEvent } from '@reto/contracts';
import {
  CommunityConstants,
  CommunityMessages,
  CommunitySubjects,
  type CommunityCardDto,
  type DailyPromptDto,
  type MemberRemovedEvent,
  type PostCreatedEvent,
  type PostDto,
  type PostPageDto,
  type PostWithRepliesDto,
  type TodayPromptDto,
  type TrainerFeedDto,
} from '@reto/contracts/community';
import { createLogger, EventBus } from '@reto/platform';
import {
  propertySeed,
  refusalOf,
  startServiceUnderTest,
  until,
  type ServiceUnderTest,
  connectTestNats,
} from '@reto/platform/testing';
import fc from 'fast-check';
import pg from 'pg';
import { communityDatabase } from '../src/community.database.js';

/**
 * The community service on the real PostgreSQL, Redis and NATS (its own database, subject prefix
 * and Redis prefix): membership from the challenge's access events on JetStream, the edition
 * group's posts, replies and reactions, its 404s and 400s, and the per-member limit.
 */
const SEED = propertySeed('community', 46_046, 'COMMUNITY_SEED');
let community: ServiceUnderTest;
let sql: pg.Client;
let nc: NatsConnection;
let challengeBus: EventBus;
let probeBus: EventBus;
const created: PostCreatedEvent[] = [];
const removed: MemberRemovedEvent[] = [];
let nextUser = 1_000 + randomInt(1_000_000);

const EDITION_A = '2030-03-02T12:00:00.000Z';
const EDITION_B = '2030-03-30T12:00:00.000Z';
const trainer = { id: 1, username: 'Coach Emilio' };

/** The challenge's event, as its outbox relay publishes it, and the projection applying it. */
async function access(userId: number, accessEndsAt: string | null, changedAt = new Date()): Promise<void> {
  const event: AccessChangedEvent = {
    userId,
    email: `m${userId}@example.com`,
    accessEndsAt,
    changedAt: changedAt.toISOString(),
  };
  await challengeBus.publish(ChallengeSubjects.events.accessChanged, event, `access-${userId}-${event.changedAt}`);
  await until(
    async () =>
      (await sql.query('SELECT 1 FROM community.members WHERE user_id = $1 AND changed_at = $2', [userId, changedAt]))
        .rowCount === 1,
    { what: `access of ${userId} to reach the members projection`, timeoutMs: 15_000 },
  );
}
/** A new member of `edition`. */
async function memberOf(edition: string): Promise<number> {
  const userId = nextUser++;
  await access(userId, edition);
  return userId;
}

const post = (userId: number, body: unknown, extra: Record<string, unknown> = {}) =>
  community.rpc.request<PostDto>(CommunitySubjects.createPost, {
    member: { userId },
    name: 'ana pérez',
    body,
    ...extra,
  });
const feed = (userId: number, extra: Record<string, unknown> = {}) =>
  community.rpc.request<PostPageDto>(CommunitySubjects.listPosts, { member: { userId }, ...extra });
const getPost = (userId: number, postId: string) =>
  community.rpc.request<PostWithRepliesDto>(CommunitySubjects.getPost, { member: { userId }, postId });
const react = (userId: number, postId: string, on: boolean) =>
  community.rpc.request<PostDto>(CommunitySubjects.react, { member: { userId }, postId, on });
const storedPosts = async () => Number((await sql.query('SELECT count(*) FROM community.posts')).rows[0].count);

beforeAll(async () => {
  community = await startServiceUnderTest(
    communityDatabase,
    async () => (await import('../src/app.module.js')).AppModule,
    { REDIS_PREFIX: `it${randomInt(2 ** 40).toString(16)}`, COMMUNITY_POSTS_PER_MINUTE: '6' },
  );
  const prefix = process.env.NATS_SUBJECT_PREFIX!;
  sql = await community.db.adminClient();
  nc = await connectTestNats();
  challengeBus = await EventBus.create(nc, 'challenge', prefix, createLogger('test', 'silent'));
  probeBus = await EventBus.create(nc, 'admin', prefix, createLogger('test', 'silent'));
  await probeBus.subscribe({
    durable: 'community-posts-probe',
    subject: CommunitySubjects.events.postCreated,
    handle: async (message) => void created.push(message.json<PostCreatedEvent>()),
  });
  await probeBus.subscribe({
    durable: 'community-removals-probe',
    subject: CommunitySubjects.events.memberRemoved,
    handle: async (message) => void removed.push(message.json<MemberRemovedEvent>()),
  });
}, 120_000);

afterAll(async () => {
  await probeBus?.close();
  await challengeBus?.close();
  await nc?.drain();
  await sql?.end();
  await community?.close();
});

describe('the edition group', () => {
  it('shows a member’s post to their edition, by first name and initial, newest first, announced on JetStream', async () => {
    const ana = await memberOf(EDITION_A);
    const luis = await memberOf(EDITION_A);
    const first = await post(ana, '  Día 1 hecho 💪 https://example.com/<b>hola</b>  ');
    const second = await post(luis, 'Yo también');
    expect(first.body).toBe('Día 1 hecho 💪 https://example.com/<b>hola</b>');
    expect(first.author).toEqual({ name: 'Ana P.', trainer: false, day: null, streak: 0 });

    const page = await feed(luis);
    const ids = page.posts.map((p) => p.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(JSON.stringify(page)).not.toMatch(/@example\.com/);
    await until(() => created.some((event) => event.postId === second.id), { what: 'the post created event' });
    expect(created.find((event) => event.postId === second.id)).toMatchObject({ parentId: null });
  });

  it('pages newest first with a cursor: every post once, none repeated, and the trainer’s pinned post on top', async () => {
    const edition = '2031-01-05T12:00:00.000Z';
    const [writer, reader] = [await memberOf(edition), await memberOf(edition)];
    const written: string[] = [];
    for (let i = 0; i < 5; i++) written.push((await post(writer, `Mensaje ${i}`)).id);
    const coach = await community.rpc.request<PostDto>(CommunitySubjects.trainerPost, {
      actor: trainer,
      groupKey: edition.slice(0, 10),
      body: 'Bienvenidos al reto',
    });
    expect(coach.author).toEqual({ name: 'Coach Emilio', trainer: true, day: null, streak: null });
    await community.rpc.request(CommunitySubjects.pin, { actor: trainer, postId: coach.id, pinned: true });

    const seen: PostDto[] = [];
    let cursor: string | undefined;
    do {
      const page = await feed(reader, { limit: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...page.posts);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen.map((p) => p.id)).toEqual([coach.id, ...[...written].reverse()]);
    expect(seen[0]).toMatchObject({ pinned: true, author: { trainer: true } });
  });

  it('counts one 💪 per member, and takes it back', async () => {
    const [ana, luis] = [await memberOf(EDITION_A), await memberOf(EDITION_A)];
    const { id } = await post(ana, 'Semana 1 completa');
    await react(luis, id, true);
    expect(await react(luis, id, true)).toMatchObject({ reactions: 1, reactedByMe: true });
    expect(await react(ana, id, true)).toMatchObject({ reactions: 2 });
    expect(await react(luis, id, false)).toMatchObject({ reactions: 1, reactedByMe: false });
    expect((await getPost(ana, id)).post).toMatchObject({ reactions: 1, reactedByMe: true });
  });

  it('keeps replies under their post, oldest first, counted on it', async () => {
    const [ana, luis] = [await memberOf(EDITION_A), await memberOf(EDITION_A)];
    const { id } = await post(ana, '¿Alguien más con agujetas?');
    const r1 = await post(luis, 'Sí, estira bien', { parentId: id });
    const r2 = await community.rpc.request<PostDto>(CommunitySubjects.trainerPost, {
      actor: trainer,
      groupKey: EDITION_A.slice(0, 10),
      body: 'Es normal los primeros días',
      parentId: id,
    });
    const thread = await getPost(ana, id);
    expect(thread.post.replies).toBe(2);
    expect(thread.replies.map((r) => r.id)).toEqual([r1.id, r2.id]);
    expect((await feed(ana)).posts.map((p) => p.id)).not.toContain(r1.id);

    // the trainer's «Tu grupo» reads each thread too: the replies of the posts it lists, a hidden one left out
    const r3 = await post(ana, 'Vendo batidos', { parentId: id });
    await community.rpc.request(CommunitySubjects.hide, { actor: trainer, postId: r3.id, hidden: true });
    const desk = await community.rpc.request<TrainerFeedDto>(CommunitySubjects.trainerFeed, {
      actor: trainer,
      groupKey: EDITION_A.slice(0, 10),
    });
    expect(desk.posts.map((p) => p.id)).toContain(id);
    expect(desk.posts.map((p) => p.id)).not.toContain(r1.id);
    expect(desk.replies.filter((r) => r.parentId === id).map((r) => [r.id, r.body])).toEqual([
      [r1.id, 'Sí, estira bien'],
      [r2.id, 'Es normal los primeros días'],
    ]);
  });
});

describe("the dashboard's card", () => {
  const card = (userId: number) =>
    community.rpc.request<CommunityCardDto>(CommunitySubjects.card, { member: { userId } });
  const asTrainer = <T>(subject: string, data: Record<string, unknown>) =>
    community.rpc.request<T>(subject, { actor: trainer, ...data });

  it("shows the feed's first post when it is pinned and the coach's unread messages, in one request", async () => {
    const edition = '2031-02-02T12:00:00.000Z';
    const groupKey = edition.slice(0, 10);
    const [writer, reader] = [await memberOf(edition), await memberOf(edition)];
    // what the card says is what the feed's first page says
    const agrees = async () => {
      const [first] = (await feed(reader, { limit: 1 })).posts;
      const shown = await card(reader);
      expect(shown.pinned).toEqual(
        first?.pinned ? { id: first.id, body: first.body, authorName: first.author.name } : null,
      );
      return shown;
    };
    expect(await agrees()).toEqual({ pinned: null, unread: 0 });
    await post(writer, 'Hoy terminé la rutina');
    expect((await agrees()).pinned).toBeNull();
    const older = await asTrainer<PostDto>(CommunitySubjects.trainerPost, { groupKey, body: 'Semana 1: técnica' });
    const newer = await asTrainer<PostDto>(CommunitySubjects.trainerPost, { groupKey, body: 'Semana 2: más peso' });
    for (const { id } of [older, newer]) await asTrainer(CommunitySubjects.pin, { postId: id, pinned: true });
    await post(writer, 'Después de los fijados');
    expect((await agrees()).pinned).toMatchObject({
      id: newer.id,
      body: 'Semana 2: más peso',
      authorName: 'Coach Emilio',
    });
    // a hidden pinned post is no one's to see: the one pinned before it shows
    await asTrainer(CommunitySubjects.hide, { postId: newer.id, hidden: true });
    expect((await agrees()).pinned).toMatchObject({ id: older.id });
    await asTrainer(CommunitySubjects.pin, { postId: older.id, pinned: false });
    expect((await agrees()).pinned).toBeNull();

    // the coach's messages count until the member reads them
    const conversation = await asTrainer<{ entry: { conversationId: string } }>(CommunitySubjects.openConversation, {
      userId: reader,
    });
    for (const body of ['¿Cómo vas?', 'Recuerda estirar']) {
      await asTrainer(CommunitySubjects.trainerMessage, { conversationId: conversation.entry.conversationId, body });
    }
    expect((await card(reader)).unread).toBe(2);
    expect((await card(writer)).unread).toBe(0);
    await community.rpc.request(CommunitySubjects.getConversation, { member: { userId: reader } });
    expect((await card(reader)).unread).toBe(0);
  });

  it('refuses a member outside a group as the feed does', async () => {
    const ana = await memberOf(EDITION_A);
    await access(ana, null, new Date(Date.now() + 1_000));
    const gone = { status: 404, code: 'not_found', message: CommunityMessages.groupNotFound };
    expect(await refusalOf(card(ana))).toEqual(gone);
    expect(await refusalOf(card(nextUser++))).toEqual(gone);
  });
});

describe('what is not theirs', () => {
  it('answers another edition’s member 404 for the post and its replies, as for a post that does not exist', async () => {
    const ana = await memberOf(EDITION_A);
    const stranger = await memberOf(EDITION_B);
    const { id } = await post(ana, 'Solo para mi grupo');
    await post(ana, 'Una respuesta', { parentId: id });
    const missing = await refusalOf(getPost(stranger, '00000000-0000-4000-8000-000000000000'));
    expect(missing).toEqual({ status: 404, code: 'not_found', message: CommunityMessages.postNotFound });
    expect(await refusalOf(getPost(stranger, id))).toEqual(missing);
    const before = await storedPosts();
    expect(await refusalOf(post(stranger, 'Me cuelo', { parentId: id }))).toEqual(missing);
    expect(await refusalOf(react(stranger, id, true))).toEqual(missing);
    expect(await storedPosts()).toBe(before);
    expect((await feed(stranger)).posts.map((p) => p.id)).not.toContain(id);
  });

  it('removes a refunded member at once: they can no longer read or post, and their subscriptions are told to end', async () => {
    const ana = await memberOf(EDITION_A);
    const { id } = await post(ana, 'Antes del reembolso');
    await access(ana, null, new Date(Date.now() + 1_000));
    const gone = { status: 404, code: 'not_found', message: CommunityMessages.groupNotFound };
    expect(await refusalOf(feed(ana))).toEqual(gone);
    expect(await refusalOf(post(ana, 'Después del reembolso'))).toEqual(gone);
    expect(await refusalOf(getPost(ana, id))).toEqual(gone);
    await until(() => removed.some((event) => event.userId === ana), { what: 'the member removed event' });
    expect(removed.find((event) => event.userId === ana)).toMatchObject({ groupKey: EDITION_A.slice(0, 10) });
  });

  it('ignores an older access event that arrives after the refund', async () => {
    const ana = await memberOf(EDITION_A);
    const refundedAt = new Date(Date.now() + 2_000);
    await access(ana, null, refundedAt);
    const late = new Date(refundedAt.getTime() - 500);
    await challengeBus.publish(
      ChallengeSubjects.events.accessChanged,
      { userId: ana, email: 'x@example.com', accessEndsAt: EDITION_A, changedAt: late.toISOString() },
      `late-${ana}`,
    );
    await until(
      async () =>
        (await sql.query('SELECT 1 FROM community.processed_events WHERE msg_id = $1', [`late-${ana}`])).rowCount === 1,
      { what: 'the late event to be processed' },
    );
    expect((await refusalOf(feed(ana))).status).toBe(404);
  });
});

describe('the day and streak beside a name', () => {
  /** The challenge's completion event as its relay publishes it; resolves once the projection recorded it. */
  const completion = async (msgId: string, event: ExerciseCompletedEvent) => {
    await challengeBus.publish(ChallengeSubjects.events.exerciseCompleted, event, msgId);
    await until(
      async () =>
        (await sql.query('SELECT 1 FROM community.processed_events WHERE msg_id = $1', [msgId])).rowCount === 1,
      { what: `completion ${msgId} to reach the members projection`, timeoutMs: 15_000 },
    );
  };
  const progressRow = async (userId: number) =>
    (
      await sql.query(
        `SELECT group_key, challenge_day, challenge_day_done, streak, last_completed_at
           FROM community.members WHERE user_id = $1`,
        [userId],
      )
    ).rows;

  it('follow the latest completion (a row made for a member not seen yet); an older one arriving late changes nothing', async () => {
    const userId = nextUser++;
    const id = `completion-${userId}`;
    const event = (over: Partial<ExerciseCompletedEvent>): ExerciseCompletedEvent => ({
      userId,
      edition: 78,
      exerciseId: 1,
      unitId: 3,
      programmeDay: 3,
      unitCompleted: true,
      challengeDay: 3,
      streak: 3,
      completedAt: '2030-03-04T10:00:00.000Z',
      ...over,
    });
    // Day 3's routine finished on day 3, then day 2's caught up the same day: the day stays done.
    await completion(`${id}-1`, event({}));
    await completion(`${id}-2`, event({ unitId: 2, programmeDay: 2, completedAt: '2030-03-04T11:00:00.000Z' }));
    // An earlier one, delivered late.
    await completion(`${id}-3`, event({ challengeDay: 2, streak: 2, completedAt: '2030-03-03T09:00:00.000Z' }));
    expect(await progressRow(userId)).toEqual([
      {
        group_key: null,
        challenge_day: 3,
        challenge_day_done: true,
        streak: 3,
        last_completed_at: new Date('2030-03-04T11:00:00.000Z'),
      },
    ]);
    // The next day, an exercise of its routine: the day is not done yet.
    await completion(
      `${id}-4`,
      event({
        unitId: 4,
        programmeDay: 4,
        challengeDay: 4,
        unitCompleted: false,
        completedAt: '2030-03-05T08:00:00.000Z',
      }),
    );
    expect(await progressRow(userId)).toEqual([
      {
        group_key: null,
        challenge_day: 4,
        challenge_day_done: false,
        streak: 3,
        last_completed_at: new Date('2030-03-05T08:00:00.000Z'),
      },
    ]);
  });
});

describe('bad input', () => {
  const CONTROL = [...Array(32).keys()].filter((c) => ![9, 10, 13].includes(c)).map((c) => String.fromCharCode(c));

  it('refuses empty, oversized or binary-laden text with a 400 in Spanish and stores nothing', async () => {
    const ana = await memberOf(EDITION_A);
    const { id } = await post(ana, 'Hilo');
    const before = await storedPosts();
    const bad = fc.oneof(
      fc.constantFrom('', ' ', '\n\t  ', null, 42).map((body) => [body, CommunityMessages.emptyPost] as const),
      fc
        .integer({ min: CommunityConstants.postMaxLength + 1, max: 20_000 })
        .map((n) => ['ñ'.repeat(n), CommunityMessages.postTooLong] as const),
      fc
        .tuple(fc.string({ maxLength: 50 }), fc.constantFrom(...CONTROL, '\u007f'), fc.string({ maxLength: 50 }))
        .map(([a, c, b]) => [`${a}${c}${b}`, CommunityMessages.binaryPost] as const),
    );
    await fc.assert(
      fc.asyncProperty(bad, fc.boolean(), async ([body, message], asReply) => {
        const answer = await refusalOf(post(ana, body, asReply ? { parentId: id } : {}));
        expect(answer.status).toBe(400);
        // NUL is refused by the platform's payload check, before the post's own rules
        if (typeof body !== 'string' || !body.includes('\u0000')) expect(answer.message).toBe(message);
      }),
      { seed: SEED, numRuns: 40 },
    );
    expect(await storedPosts()).toBe(before);
    expect(await post(ana, 'x'.repeat(CommunityConstants.postMaxLength))).toMatchObject({ replies: 0 });
  });

  it('limits the posts of one member per minute with a Spanish 429, whoever else posts', async () => {
    const [busy, other] = [await memberOf(EDITION_A), await memberOf(EDITION_A)];
    for (let i = 0; i < 6; i++) await post(busy, `Mensaje ${i}`);
    const before = await storedPosts();
    expect(await refusalOf(post(busy, 'Uno más'))).toEqual({
      status: 429,
      code: 'rate_limited',
      message: CommunityMessages.tooManyPosts,
    });
    expect(await storedPosts()).toBe(before);
    await post(other, 'Yo sí puedo');
  });
});

describe('the daily prompt', () => {
  const daysFromToday = (days: number) =>
    `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T12:00:00.000Z`;
  const today = (userId: number) =>
    community.rpc.request<TodayPromptDto>(CommunitySubjects.todayPrompt, { member: { userId, timezone: 'UTC' } });
  const setPrompt = (day: unknown, text: unknown) =>
    community.rpc.request<DailyPromptDto[]>(CommunitySubjects.setPrompt, { actor: trainer, day, text });

  it('shows the prompt the trainer wrote ahead for the member’s programme day, on that day only', async () => {
    // access ends the day after day 28: 17 days from now makes today day 12
    const onDay12 = await memberOf(daysFromToday(17));
    const onDay13 = await memberOf(daysFromToday(16));
    const prompts = await setPrompt(12, '  Día 12: ¿cómo te fue la rutina de hoy?  ');
    expect(prompts).toContainEqual({ day: 12, text: 'Día 12: ¿cómo te fue la rutina de hoy?' });
    expect(await today(onDay12)).toEqual({ day: 12, prompt: 'Día 12: ¿cómo te fue la rutina de hoy?' });
    expect(await today(onDay13)).toEqual({ day: 13, prompt: null });
    await setPrompt(12, '');
    expect(await today(onDay12)).toEqual({ day: 12, prompt: null });
  });

  it('refuses a day outside 1–28 or a prompt too long, in Spanish', async () => {
    for (const day of [0, 29, 'doce', 1.5])
      expect(await refusalOf(setPrompt(day, 'Hola'))).toMatchObject({
        status: 400,
        message: CommunityMessages.invalidDay,
      });
    expect(await refusalOf(setPrompt(3, 'x'.repeat(281)))).toMatchObject({
      status: 400,
      message: CommunityMessages.promptTooLong,
    });
  });
});
