import { ChallengeSubjects } from '@reto/contracts';
import { CommunitySubjects } from '@reto/contracts/community';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { enrolledMember, signedInTrainer, type Member, type Trainer } from './community-members.js';
import { SystemRpc, stopClockedSystem } from './system-rpc.js';

/**
 * The dashboard asks at each opening for the satisfaction check-in and the community card; the
 * gateway keeps both between openings (a second opening asks no service), and whatever changed
 * them in between (an answer, a post, a pin, the coach's message, the member's reading) shows at
 * the very next opening.
 */
let system: TestSystem;
let nats: SystemRpc;
let trainer: Trainer;

/** The app's documents (frontend/src/features/{survey,community}/graphql/). */
const SURVEY = 'query Survey { survey { due edition inviteReview answer { satisfaction recommend answeredAt } } }';
const DASHBOARD_COMMUNITY = `query DashboardCommunity {
  communityFeed(limit: 1) { posts { id body pinned author { name } } }
  directUnread
}`;

interface Card {
  communityFeed: { posts: Array<{ id: string; body: string; pinned: boolean }> };
  directUnread: number;
}

/** How many requests on `subject` reached the services since it was called (as NATS routes). */
async function requestsOn(subject: string) {
  let count = 0;
  const watch = nats.rpc.nats.subscribe(`${system.base.NATS_SUBJECT_PREFIX!}${subject}`, {
    callback: () => {
      count += 1;
    },
  });
  // at the server before the first read (a core subscription misses what was routed before it)
  await nats.rpc.nats.flush();
  return {
    /** The count once every request routed so far has reached this connection. */
    count: async () => {
      await nats.rpc.nats.flush();
      return count;
    },
    stop: () => watch.unsubscribe(),
  };
}

const surveyOf = async (member: Member) => {
  const read = await member.client.graphql<{ survey: { due: boolean; answer: unknown } }>(SURVEY);
  expect(read.errors).toBeUndefined();
  return read.data!.survey;
};

const cardOf = async (member: Member) => {
  const read = await member.client.graphql<Card>(DASHBOARD_COMMUNITY);
  expect(read.errors).toBeUndefined();
  return { first: read.data!.communityFeed.posts[0], unread: read.data!.directUnread };
};

const write = async (member: Member, body: string) => {
  const written = await member.client.graphql<{ createCommunityPost: { id: string } }>(
    'mutation ($body: String!) { createCommunityPost(body: $body) { id } }',
    { body },
  );
  expect(written.errors).toBeUndefined();
  return written.data!.createCommunityPost.id;
};

const pin = async (id: string, pinned: boolean) => {
  const done = await trainer.client.graphql(
    'mutation ($id: String!, $pinned: Boolean!) { adminPinCommunityPost(id: $id, pinned: $pinned) { id } }',
    { id, pinned },
    trainer.headers,
  );
  expect(done.errors).toBeUndefined();
};

beforeAll(async () => {
  system = await startTestSystem();
  nats = await SystemRpc.connect(system);
  // Day 26 of edition 78 (it starts 2026-11-09): the check-in is open.
  await nats.setClock(new Date('2026-12-04T12:00:00Z'));
  trainer = await signedInTrainer(system);
}, 180_000);

afterAll(() => stopClockedSystem(system, nats));

describe('the satisfaction check-in', () => {
  it('is asked of challenge once between changes, and shows an answer by the app at the next read', async () => {
    const member = await enrolledMember(system, nats, { edition: 78, first: 'Ines' });
    const asked = await requestsOn(ChallengeSubjects.survey.get);
    expect(await surveyOf(member)).toMatchObject({ due: true, answer: null });
    expect(await surveyOf(member)).toMatchObject({ due: true, answer: null });
    expect(await asked.count()).toBe(1);

    const answered = await member.client.graphql(
      'mutation { answerSurvey(answer: { satisfaction: 4, recommend: true }) { due } }',
    );
    expect(answered.errors).toBeUndefined();
    expect(await surveyOf(member)).toMatchObject({ due: false, answer: { satisfaction: 4, recommend: true } });
    expect(await surveyOf(member)).toMatchObject({ due: false });
    expect(await asked.count()).toBe(2);
    asked.stop();
  });

  it('shows an answer given over REST at the next read over REST, another member’s kept meanwhile', async () => {
    const member = await enrolledMember(system, nats, { edition: 78, first: 'Julia' });
    const other = await enrolledMember(system, nats, { edition: 78, first: 'Karen' });
    const asked = await requestsOn(ChallengeSubjects.survey.get);
    const rest = async (who: Member) => (await who.client.rest('GET', '/api/survey')).body as Record<string, unknown>;
    expect(await rest(member)).toMatchObject({ due: true });
    expect(await rest(other)).toMatchObject({ due: true });
    expect(await asked.count()).toBe(2);

    const answered = await member.client.rest('POST', '/api/survey', { satisfaction: 2, recommend: false });
    expect(answered.status).toBe(200);
    expect(await rest(member)).toMatchObject({ due: false, answer: { satisfaction: 2, recommend: false } });
    expect(await rest(other)).toMatchObject({ due: true });
    expect(await asked.count()).toBe(3);
    asked.stop();
  });
});

describe('the community card', () => {
  it('is asked of community once between changes; a post, a pin and an unpin show at the next read', async () => {
    const member = await enrolledMember(system, nats, { edition: 78, first: 'Lidia' });
    const neighbour = await enrolledMember(system, nats, { edition: 78, first: 'Maite' });
    const firstId = await write(member, 'Mi primera semana');
    const pages = await requestsOn(CommunitySubjects.listPosts);
    const counts = await requestsOn(CommunitySubjects.unreadMessages);
    expect((await cardOf(member)).first).toMatchObject({ id: firstId, pinned: false });
    expect(await cardOf(member)).toMatchObject({ first: { id: firstId }, unread: 0 });
    expect([await pages.count(), await counts.count()]).toEqual([1, 1]);

    // another member's post in the group is the newest
    const secondId = await write(neighbour, 'Hoy toca descanso');
    expect((await cardOf(member)).first).toMatchObject({ id: secondId, body: 'Hoy toca descanso' });
    await pin(firstId, true);
    expect((await cardOf(member)).first).toMatchObject({ id: firstId, pinned: true });
    expect((await cardOf(member)).first).toMatchObject({ id: firstId, pinned: true });
    await pin(firstId, false);
    expect((await cardOf(member)).first).toMatchObject({ id: secondId, pinned: false });
    // asked again after each change only; the unread count not at all (no message came)
    expect([await pages.count(), await counts.count()]).toEqual([4, 1]);
    pages.stop();
    counts.stop();
  });

  it("shows the coach's message at the next read, and no unread message once the member read it", async () => {
    const member = await enrolledMember(system, nats, { edition: 78, first: 'Nerea' });
    const counts = await requestsOn(CommunitySubjects.unreadMessages);
    expect((await cardOf(member)).unread).toBe(0);
    expect((await cardOf(member)).unread).toBe(0);
    expect(await counts.count()).toBe(1);

    const opened = await trainer.client.graphql<{ adminOpenConversation: { entry: { conversationId: string } } }>(
      'mutation ($userId: Int!) { adminOpenConversation(userId: $userId) { entry { conversationId } } }',
      { userId: member.id },
      trainer.headers,
    );
    expect(opened.errors).toBeUndefined();
    const sent = await trainer.client.graphql(
      'mutation ($id: String!) { adminSendDirectMessage(conversationId: $id, body: "¿Cómo vas?") { id } }',
      { id: opened.data!.adminOpenConversation.entry.conversationId },
      trainer.headers,
    );
    expect(sent.errors).toBeUndefined();
    expect((await cardOf(member)).unread).toBe(1);
    expect((await cardOf(member)).unread).toBe(1);

    const read = await member.client.graphql('{ directConversation { id unread } }');
    expect(read.errors).toBeUndefined();
    expect((await cardOf(member)).unread).toBe(0);
    expect(await counts.count()).toBe(3);
    counts.stop();
  });
});
