import { randomUUID } from 'node:crypto';
import {
  ChallengeSubjects,
  IdentitySubjects,
  type ChallengeDayDto,
  type MemberInput,
  type NotificationSettingsDto,
  type PushPublicKeyDto,
  type ReminderPushPayload,
  type SurveyDto,
} from '@reto/contracts';
import { createLogger, EventBus } from '@reto/platform';
import { eventually, refusalOf, startServiceUnderTest, until, type ServiceUnderTest } from '@reto/platform/testing';
import pg from 'pg';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '../../../infra/local/smtp-capture.mjs';
import { challengeDatabase } from '../src/challenge.database.js';
import { LocalPushService } from '../../../system-tests/test/push-service.js';

/**
 * The reminders as members get them: at their own local time, once a local day, by
 * e-mail (over SMTP, with RFC 8058's one-click unsubscribe) and by Web Push (through a push service
 * that checks the VAPID signature and decrypts the payload), with two replicas of the service
 * scanning at once. The clock is moved: edition 78 runs 2026-11-09 → 2026-12-06.
 */
let challenge: ServiceUnderTest;
let smtp: SmtpCapture;
let pushService: LocalPushService;
let sql: pg.Client;
let bus: EventBus;

const MADRID = 'Europe/Madrid';
const MEXICO = 'America/Mexico_City';
const PUBLIC_URL = 'https://reto.example';
/** Scans this often here (a minute in production); each test waits a few scans of both replicas. */
const SCAN_MS = 200;
const SEVERAL_SCANS_MS = 1_500;

const Reminders = ChallengeSubjects.reminders;
const ask = <T>(subject: string, data: Record<string, unknown>) => challenge.rpc.request<T>(subject, data);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mailsTo = (email: string): CapturedMail[] => smtp.mails.filter((mail) => mail.to.includes(email));
/** What `read` answers once it holds something: the scan after the reminder's time has sent it. */
const arrived = <T>(read: () => T[] | Promise<T[]>): Promise<T[]> =>
  eventually(read, (items) => items.length > 0, { timeoutMs: 10_000 });

const CHECK_IN_SUBJECT = 'Dos preguntas sobre tu reto';
const checkInsTo = (email: string) => mailsTo(email).filter((mail) => mail.subject === CHECK_IN_SUBJECT);
/** The check-in e-mail's answer links, by the score each gives (the line reads `5 · Muy satisfecho/a: <link>`). */
const answerTokens = (mail: CapturedMail): Map<number, string> =>
  new Map(
    [...mail.body.matchAll(/^(\d) · .+: (\S+)$/gm)].map(([, score, link]) => [
      Number(score),
      new URL(link!).searchParams.get('token')!,
    ]),
  );

let nextUserId = 5000 + Math.floor(Math.random() * 1000) * 100;

/** An account identity announced (registered, address verified), with access to `edition` (null: none). */
async function enrolledMember(timezone: string, edition: number | null = 78): Promise<MemberInput> {
  const userId = nextUserId++;
  const member: MemberInput = { userId, email: `recordatorio${userId}@example.com`, gender: 'female', timezone };
  const msgId = `reg-${randomUUID()}`;
  await bus.publish(
    IdentitySubjects.events.userRegistered,
    {
      userId,
      username: `Socia ${userId}`,
      email: member.email,
      gender: 'female',
      timezone,
      preApproved: false,
      emailVerified: true,
      registeredAt: challengeNow().toISOString(),
    },
    msgId,
  );
  if (edition) {
    await ask(ChallengeSubjects.grantEnrolment, {
      email: member.email,
      userId,
      sourceId: `grant:${userId}`,
      editionNumber: edition,
    });
  }
  await until(async () => (await scheduleOf(userId)).length === 2, { what: `the reminders of ${userId}` });
  return member;
}

let clockNow = new Date();
const challengeNow = () => clockNow;
async function setClock(iso: string): Promise<void> {
  clockNow = new Date(iso);
  await challenge.setClock(clockNow);
}

const scheduleOf = async (userId: number) =>
  (await sql.query('SELECT kind, due_at FROM challenge.reminder_schedule WHERE user_id = $1', [userId])).rows;
const deliveryOf = async (userId: number, kind: string, localDate: string) =>
  (
    await sql.query(
      `SELECT outcome FROM challenge.reminder_deliveries WHERE user_id = $1 AND kind = $2 AND local_date = $3`,
      [userId, kind, localDate],
    )
  ).rows[0]?.outcome as string | undefined;

/** The reminders sent about `day` of `edition` as challenge's outbox publishes them, oldest first. */
const remindersSentAbout = async (edition: number, day: number) =>
  (
    await sql.query(
      `SELECT payload FROM challenge.outbox WHERE subject LIKE '%.reminder.sent.v1'
          AND (payload->>'edition')::int = $1 AND (payload->>'day')::int = $2 ORDER BY id`,
      [edition, day],
    )
  ).rows.map((row: { payload: Record<string, unknown> }) => row.payload);

/**
 * The members whose daily reminder of 2026-11-10 (day 2 of edition 78) went out, and the events told
 * about day 2, read in one snapshot (a delivery and its event commit together) once no delivery is
 * in flight: one claimed under an earlier test's clock and sent after a jump tells the day it sends.
 */
async function remindersOfDay2SentSoFar(): Promise<{ delivered: number[]; told: Array<Record<string, unknown>> }> {
  await eventually(
    async () =>
      (await sql.query(`SELECT count(*)::int AS n FROM challenge.reminder_deliveries WHERE outcome = 'claimed'`))
        .rows[0].n as number,
    (inFlight) => inFlight === 0,
    { timeoutMs: 10_000 },
  );
  await sql.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
  try {
    const { rows } = await sql.query(
      `SELECT user_id FROM challenge.reminder_deliveries
          WHERE kind = 'daily' AND local_date = '2026-11-10' AND outcome = 'sent'`,
    );
    return {
      delivered: rows.map((row: { user_id: string }) => Number(row.user_id)),
      told: await remindersSentAbout(78, 2),
    };
  } finally {
    await sql.query('COMMIT');
  }
}

/** Completes every exercise of the member's routine of today (as the workout page does). */
async function completeToday(member: MemberInput): Promise<void> {
  const day = await ask<ChallengeDayDto>(ChallengeSubjects.challengeDay, { member });
  for (const exercise of day.todaysWorkout!.exercises) {
    await ask(ChallengeSubjects.completeExercise, { member, exerciseId: exercise.id, unitId: exercise.unitId });
  }
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  pushService = await LocalPushService.start();
  challenge = await startServiceUnderTest(
    challengeDatabase,
    async () => (await import('../src/app.module.js')).AppModule,
    {
      CLOCK_CONTROL: 'true',
      REDIS_PREFIX: `itrem${randomUUID().slice(0, 8)}`,
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      REMINDER_SCAN_MS: String(SCAN_MS),
      PUSH_SERVICE_ORIGINS: pushService.origin,
    },
  );
  // A second pod of the same service: the same database, queues and subjects, scanning too.
  await challenge.startReplica();
  sql = new pg.Client({ connectionString: challenge.db.urlFor('challenge') });
  await sql.connect();
  const prefix = process.env.NATS_SUBJECT_PREFIX!;
  bus = await EventBus.create(challenge.rpc.nats, 'identity', prefix, createLogger('test', 'silent'));
});

afterAll(async () => {
  await challenge?.setClock(null).catch(() => undefined);
  await sql?.end();
  await challenge?.close();
  await pushService?.close();
  await smtp?.stop();
});

describe('the daily reminder', () => {
  it('reaches a member in Madrid and one in Mexico City once each at their own 08:00, with two replicas scanning', async () => {
    await setClock('2026-11-10T05:00:00Z');
    const madrid = await enrolledMember(MADRID);
    const mexico = await enrolledMember(MEXICO);
    const before = await remindersOfDay2SentSoFar();

    // 07:59:59 in Madrid (06:59:59 UTC): nothing yet; a second later, Madrid's.
    await setClock('2026-11-10T06:59:59Z');
    const [first] = await arrived(() => mailsTo(madrid.email));
    expect(first.subject).toBe('Día 2 del reto');
    expect(first.body).toContain('Hoy toca SEMANA 1 - RUTINA #2');
    expect(first.body).toMatch(/\d+ ejercicios/);
    expect(first.body).toMatch(new RegExp(`${PUBLIC_URL}/workout/\\d+/\\d+`));
    expect(mailsTo(mexico.email)).toEqual([]);

    // 08:00 in Mexico City is 14:00 UTC.
    await setClock('2026-11-10T13:59:59Z');
    await arrived(() => mailsTo(mexico.email));
    await pause(SEVERAL_SCANS_MS);
    expect(mailsTo(madrid.email)).toHaveLength(1);
    expect(mailsTo(mexico.email).map((mail) => mail.subject)).toEqual(['Día 2 del reto']);
    // Each reminder sent is told to the trainer's figures once: its kind, edition and day, nothing about the
    // member. (Members other tests enrolled earlier, in whatever order they ran, get theirs of that day too.)
    const after = await remindersOfDay2SentSoFar();
    const delivered = after.delivered.filter((userId) => !before.delivered.includes(userId));
    expect(delivered).toEqual(expect.arrayContaining([madrid.userId, mexico.userId]));
    const told = after.told.slice(before.told.length);
    expect(told).toEqual(
      delivered.map(() => ({
        reminderId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        kind: 'daily',
        edition: 78,
        day: 2,
      })),
    );
    expect(new Set(told.map((event) => event.reminderId)).size).toBe(told.length);
  });

  it('says "hoy descansas" on a rest day, sends nothing after the edition ends, and drops a day that is over', async () => {
    await setClock('2026-11-14T12:00:00Z');
    const member = await enrolledMember(MADRID);

    // Day 7 (2026-11-15) is a rest day. The day-6 reminder due at 08:00 on the 14th has passed unsent
    // (the member arrived at noon); jumping to the 15th drops nothing that is still due.
    await setClock('2026-11-15T06:59:59Z');
    const [rest] = await arrived(() => mailsTo(member.email));
    expect(rest.subject).toBe('Día 7 del reto');
    expect(rest.body).toContain('Hoy descansas');
    expect(rest.body).toContain(`${PUBLIC_URL}/dashboard`);

    // The service was "down" from the 15th to the 20th: the reminders of those days are not sent late.
    await setClock('2026-11-20T12:00:00Z');
    await until(async () => (await scheduleOf(member.userId as number)).every((row) => row.due_at > clockNow), {
      what: 'the stale reminders moved on',
    });
    await pause(SEVERAL_SCANS_MS);
    // The rest day's, and the 20th's: its 08:00 passed while the job was down, but the day is not over.
    expect(mailsTo(member.email).map((mail) => mail.subject)).toEqual(['Día 7 del reto', 'Día 12 del reto']);
    expect(await deliveryOf(member.userId as number, 'daily', '2026-11-16')).toBeUndefined();

    // 2026-12-07: edition 78 ended the day before; the member has no edition running. The scan of
    // their daily reminder sends no reminder, only the satisfaction check-in the member never got.
    await setClock('2026-12-07T06:59:59Z');
    await until(async () => (await deliveryOf(member.userId as number, 'daily', '2026-12-07')) === 'skipped', {
      what: 'the reminder of a day after the edition',
    });
    expect(mailsTo(member.email).map((mail) => mail.subject)).toEqual([
      'Día 7 del reto',
      'Día 12 del reto',
      CHECK_IN_SUBJECT,
    ]);
  });

  it('is not sent before the edition starts, nor to a member without access', async () => {
    await setClock('2026-11-20T05:00:00Z');
    const early = await enrolledMember(MADRID, 79); // edition 79 starts 2026-12-07
    const without = await enrolledMember(MADRID, null);
    await setClock('2026-11-20T06:59:59Z');
    for (const member of [early, without]) {
      await until(async () => (await deliveryOf(member.userId as number, 'daily', '2026-11-20')) === 'skipped', {
        what: `the reminder of ${member.email}`,
      });
      expect(mailsTo(member.email)).toEqual([]);
    }
  });
});

describe('the streak nudge', () => {
  it('comes at 20:00 only to a member whose routine of today is not done, with a streak of 2 days or more', async () => {
    await setClock('2026-11-09T12:00:00Z');
    const lazy = await enrolledMember(MADRID);
    const keen = await enrolledMember(MADRID);
    for (const [day, members] of [
      ['2026-11-09', [lazy, keen]],
      ['2026-11-10', [lazy, keen]],
      ['2026-11-11', [keen]],
    ] as const) {
      await setClock(`${day}T12:00:00Z`);
      for (const member of members) await completeToday(member);
    }
    // 20:00 in Madrid on day 3.
    await setClock('2026-11-11T18:59:59Z');
    const nudge = await arrived(() => mailsTo(lazy.email).filter((mail) => mail.subject.startsWith('No pierdas')));
    expect(nudge.map((mail) => mail.subject)).toEqual(['No pierdas tu racha de 2 días']);
    expect(nudge[0].body).toContain('SEMANA 1 - RUTINA #3');
    await until(async () => (await deliveryOf(keen.userId as number, 'nudge', '2026-11-11')) === 'skipped', {
      what: 'the nudge of the member who trained',
    });
    expect(mailsTo(keen.email).filter((mail) => mail.subject.startsWith('No pierdas'))).toEqual([]);
  });
});

describe('the one-click unsubscribe', () => {
  it('turns off only the reminder it was sent with, for its own member, without a session', async () => {
    await setClock('2026-11-12T05:00:00Z');
    const member = await enrolledMember(MADRID);
    const other = await enrolledMember(MADRID);
    await setClock('2026-11-12T06:59:59Z');
    const [mail] = await arrived(() => mailsTo(member.email));
    // RFC 8058: the headers a mail client's own button uses.
    expect(mail.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(mail.headers?.['list-unsubscribe'] ?? '')?.[1];
    expect(oneClick).toMatch(`${PUBLIC_URL}/api/notification-settings/unsubscribe?token=`);
    const token = new URL(oneClick!).searchParams.get('token')!;
    expect(mail.body).toContain(`${PUBLIC_URL}/unsubscribe?token=${encodeURIComponent(token)}`);

    // The token is sealed: it names no id to whoever reads the link, and any change of it is refused.
    expect(token).not.toContain(String(member.userId));
    const forged = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    expect(await refusalOf(ask(Reminders.unsubscribe, { token: forged }))).toMatchObject({ status: 400 });

    expect(await ask(Reminders.unsubscribe, { token })).toEqual({
      kind: 'daily',
      message: expect.stringContaining('ya no recibirás el recordatorio diario'),
    });
    expect(await ask<NotificationSettingsDto>(Reminders.getSettings, { member })).toEqual({
      dailyReminder: false,
      reminderTime: '08:00',
      email: true,
      push: false,
      streakNudge: true,
      community: true,
    });
    expect((await scheduleOf(member.userId as number)).map((row) => row.kind)).toEqual(['nudge']);
    expect((await ask<NotificationSettingsDto>(Reminders.getSettings, { member: other })).dailyReminder).toBe(true);

    // The member turns the reminder on again: the old link no longer turns it off.
    const again = {
      dailyReminder: true,
      reminderTime: '08:00',
      email: true,
      push: false,
      streakNudge: true,
      community: true,
    };
    await ask(Reminders.setSettings, { member, settings: again });
    expect(await refusalOf(ask(Reminders.unsubscribe, { token }))).toMatchObject({ status: 400 });
    expect(await ask<NotificationSettingsDto>(Reminders.getSettings, { member })).toEqual(again);
  });

  it('stops working a year after it was mailed', async () => {
    await setClock('2026-11-13T05:00:00Z');
    const member = await enrolledMember(MADRID);
    await setClock('2026-11-13T06:59:59Z');
    const [mail] = await arrived(() => mailsTo(member.email));
    const token = new URL(/^<(.+)>$/.exec(mail.headers?.['list-unsubscribe'] ?? '')![1]!).searchParams.get('token')!;
    await setClock('2027-11-14T07:00:00Z');
    expect(await refusalOf(ask(Reminders.unsubscribe, { token }))).toMatchObject({ status: 400 });
    expect((await ask<NotificationSettingsDto>(Reminders.getSettings, { member })).dailyReminder).toBe(true);
  });
});

describe('Web Push', () => {
  it('delivers the reminder encrypted to each browser, and forgets a subscription its push service says is gone', async () => {
    await setClock('2026-11-16T05:00:00Z');
    const member = await enrolledMember(MADRID);
    const { publicKey } = await ask<PushPublicKeyDto>(Reminders.pushPublicKey, {});
    const browser = await pushService.subscribe(publicKey);
    const { endpoint, keys } = browser;
    await ask(Reminders.addPushSubscription, { member, subscription: { endpoint, keys } });
    await ask(Reminders.setSettings, {
      member,
      settings: { dailyReminder: true, reminderTime: '07:30', email: false, push: true, streakNudge: false },
    });

    // 07:30 in Madrid.
    await setClock('2026-11-16T06:29:59Z');
    const [received] = await arrived(() => pushService.received(browser));
    const payload = JSON.parse(received) as ReminderPushPayload;
    expect(payload).toMatchObject({ tag: 'daily', title: 'Día 8 del reto' });
    expect(payload.body).toContain('Hoy toca SEMANA 2 - RUTINA #1');
    expect(payload.url).toMatch(/^\/workout\/\d+\/\d+$/);
    expect(mailsTo(member.email)).toEqual([]);

    // The browser unsubscribed: the push service answers 410 to the next day's reminder.
    await pushService.expire(browser);
    await setClock('2026-11-17T06:29:59Z');
    await until(
      async () =>
        (await sql.query('SELECT 1 FROM challenge.push_subscriptions WHERE user_id = $1', [member.userId])).rowCount ===
        0,
      { what: 'the gone subscription deleted' },
    );
  });

  it('refuses a subscription that points anywhere but a push service', async () => {
    await setClock('2026-11-16T05:00:00Z');
    const member = await enrolledMember(MADRID);
    const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
    for (const endpoint of ['http://127.0.0.1:5432/', 'https://evil.example/push']) {
      expect(
        await refusalOf(ask(Reminders.addPushSubscription, { member, subscription: { endpoint, keys } })),
      ).toMatchObject({ status: 400, message: 'La suscripción a las notificaciones push no es válida.' });
    }
  });
});

describe('the preferences', () => {
  it('are the defaults at first, saved whole, and a bad one is refused with nothing changed', async () => {
    await setClock('2026-11-16T05:00:00Z');
    const member = await enrolledMember(MEXICO);
    expect(await ask(Reminders.getSettings, { member })).toEqual({
      dailyReminder: true,
      reminderTime: '08:00',
      email: true,
      push: false,
      streakNudge: true,
      community: true,
    });
    const chosen = {
      dailyReminder: true,
      reminderTime: '21:15',
      email: true,
      push: false,
      streakNudge: false,
      community: false,
    };
    expect(await ask(Reminders.setSettings, { member, settings: chosen })).toEqual(chosen);
    // 21:15 in Mexico City on the 16th is 03:15 UTC on the 17th; the nudge is off.
    expect(await scheduleOf(member.userId as number)).toEqual([
      { kind: 'daily', due_at: new Date('2026-11-17T03:15:00Z') },
    ]);

    for (const settings of [
      { ...chosen, reminderTime: '25:00' },
      { ...chosen, reminderTime: '8:00' },
      { ...chosen, push: 'yes' },
      { ...chosen, community: 'sí' },
      { ...chosen, extra: true },
      { dailyReminder: true },
    ]) {
      expect(await refusalOf(ask(Reminders.setSettings, { member, settings }))).toMatchObject({ status: 400 });
    }
    expect(await ask(Reminders.getSettings, { member })).toEqual(chosen);
  });

  it('move with the member: a new timezone from identity moves the reminder to its local time', async () => {
    await setClock('2026-11-16T05:00:00Z');
    const member = await enrolledMember(MADRID);
    expect((await scheduleOf(member.userId as number)).find((row) => row.kind === 'daily')?.due_at).toEqual(
      new Date('2026-11-16T07:00:00Z'),
    );
    await bus.publish(
      IdentitySubjects.events.userTimezoneChanged,
      { userId: member.userId, email: member.email, timezone: MEXICO, changedAt: '2026-11-16T05:00:00Z' },
      `tz-${randomUUID()}`,
    );
    await until(
      async () =>
        (await scheduleOf(member.userId as number)).find((row) => row.kind === 'daily')?.due_at.toISOString() ===
        '2026-11-16T14:00:00.000Z',
      { what: 'the reminder at 08:00 in Mexico City' },
    );
  });
});

describe('the record of what was sent', () => {
  it('is kept a week, then forgotten by the scan', async () => {
    await setClock('2026-11-20T12:00:00Z');
    const member = await enrolledMember(MADRID);
    const userId = member.userId as number;
    for (const day of ['2026-11-12', '2026-11-14']) {
      await sql.query(
        `INSERT INTO challenge.reminder_deliveries (user_id, kind, local_date, outcome) VALUES ($1, 'daily', $2, 'sent')`,
        [userId, day],
      );
    }
    await until(async () => (await deliveryOf(userId, 'daily', '2026-11-12')) === undefined, {
      what: 'the record of 8 days ago purged',
    });
    expect(await deliveryOf(userId, 'daily', '2026-11-14')).toBe('sent');
  });
});

describe('the satisfaction check-in by e-mail', () => {
  const answersOf = async (userId: number) =>
    (
      await sql.query('SELECT edition, satisfaction, recommend FROM challenge.survey_answers WHERE user_id = $1', [
        userId,
      ])
    ).rows;
  const answerByLink = (token: string, recommend: boolean) =>
    ask<SurveyDto>(ChallengeSubjects.survey.answerByLink, { token, recommend });

  it('goes once per member and edition from day 26, with one sealed link per score that records one answer', async () => {
    await setClock('2026-12-02T12:00:00Z');
    const member = await enrolledMember(MADRID);
    const noEmail = await enrolledMember(MADRID);
    await ask(Reminders.setSettings, {
      member: noEmail,
      settings: { dailyReminder: true, reminderTime: '08:00', email: false, push: true, streakNudge: true },
    });
    const answeredOnDashboard = await enrolledMember(MADRID);

    // Day 25 (2026-12-03): the reminder, no check-in yet.
    await setClock('2026-12-03T06:59:59Z');
    await until(async () => (await deliveryOf(member.userId as number, 'daily', '2026-12-03')) === 'sent', {
      what: 'the reminder of day 25',
    });
    expect(checkInsTo(member.email)).toEqual([]);

    // Day 26, before 08:00: one member answers on the dashboard; at 08:00 the others' scan sends the check-in.
    await setClock('2026-12-04T06:00:00Z');
    await ask(ChallengeSubjects.survey.answer, {
      member: answeredOnDashboard,
      answer: { satisfaction: 3, recommend: false },
    });
    await setClock('2026-12-04T06:59:59Z');
    const [mail] = await arrived(() => checkInsTo(member.email));
    expect(mail.body).toContain('¿Estás satisfecho/a con tus resultados?');
    expect(mail.body).toContain('¿Recomendarías el reto?');
    // It rides on the daily reminder: its one-click unsubscribe comes with it.
    expect(mail.headers?.['list-unsubscribe']).toMatch(`<${PUBLIC_URL}/api/notification-settings/unsubscribe?token=`);
    const tokens = answerTokens(mail);
    expect([...tokens.keys()].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(mail.body).toContain(`${PUBLIC_URL}/encuesta?token=${encodeURIComponent(tokens.get(5)!)}`);
    for (const token of tokens.values()) expect(token).not.toContain(String(member.userId));

    for (const other of [noEmail, answeredOnDashboard]) {
      await until(async () => (await deliveryOf(other.userId as number, 'daily', '2026-12-04')) === 'sent', {
        what: `the reminder of ${other.email} on day 26`,
      });
      expect(checkInsTo(other.email)).toEqual([]);
    }

    // Day 27: the scan finds it sent, and sends no other.
    await setClock('2026-12-05T06:59:59Z');
    await until(async () => (await deliveryOf(member.userId as number, 'daily', '2026-12-05')) === 'sent', {
      what: 'the reminder of day 27',
    });
    expect(checkInsTo(member.email)).toHaveLength(1);

    // After the edition, still unanswered: the check-in once more, once; never to those without it by e-mail or who answered.
    await setClock('2026-12-07T06:59:59Z');
    await eventually(
      () => checkInsTo(member.email),
      (mails) => mails.length === 2,
      { timeoutMs: 10_000 },
    );
    expect(checkInsTo(member.email)[1]!.body).toContain('¿Estás satisfecho/a con tus resultados?');
    await setClock('2026-12-08T06:59:59Z');
    for (const each of [member, noEmail, answeredOnDashboard]) {
      await until(async () => (await deliveryOf(each.userId as number, 'daily', '2026-12-08')) === 'skipped', {
        what: `the second scan after the edition of ${each.email}`,
      });
    }
    expect(checkInsTo(member.email)).toHaveLength(2);
    expect(checkInsTo(noEmail.email)).toEqual([]);
    expect(checkInsTo(answeredOnDashboard.email)).toEqual([]);
    // The dashboard asks too, after the end.
    expect(await ask(ChallengeSubjects.survey.get, { member })).toMatchObject({ due: true, edition: 78 });

    // A forged token is refused in Spanish, and records nothing.
    const five = tokens.get(5)!;
    const forged = `${five.slice(0, 20)}${five[20] === 'A' ? 'B' : 'A'}${five.slice(21)}`;
    expect(await refusalOf(answerByLink(forged, true))).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Este enlace de la encuesta no es válido o ha caducado. Puedes responderla desde tu panel.',
    });
    expect(await answersOf(member.userId as number)).toEqual([]);

    // The link of "5" with the page's "sí": the answer, as the dashboard shows it, with the review invitation.
    expect(await answerByLink(five, true)).toMatchObject({
      due: false,
      edition: 78,
      answer: { satisfaction: 5, recommend: true },
      inviteReview: true,
    });
    expect(await ask(ChallengeSubjects.survey.get, { member })).toMatchObject({
      due: false,
      answer: { satisfaction: 5, recommend: true },
    });

    // Used again, or another score's link of the same mail: refused, the one answer unchanged.
    for (const [token, recommend] of [
      [five, false],
      [tokens.get(2)!, false],
    ] as const) {
      expect(await refusalOf(answerByLink(token, recommend))).toMatchObject({
        status: 409,
        message: 'Ya respondiste la encuesta de esta edición',
      });
    }
    expect(await answersOf(member.userId as number)).toEqual([{ edition: 78, satisfaction: 5, recommend: true }]);
  });

  it('goes again after the edition only to those who neither answered nor turned the reminder off', async () => {
    await setClock('2026-12-03T12:00:00Z');
    const [answers, unsubscribes, waits] = [
      await enrolledMember(MADRID),
      await enrolledMember(MADRID),
      await enrolledMember(MADRID),
    ];
    await setClock('2026-12-04T06:59:59Z');
    const [answersMail] = await arrived(() => checkInsTo(answers.email));
    const [unsubscribesMail] = await arrived(() => checkInsTo(unsubscribes.email));
    await arrived(() => checkInsTo(waits.email));
    await answerByLink(answerTokens(answersMail).get(2)!, false);
    const oneClick = /^<(.+)>$/.exec(unsubscribesMail.headers?.['list-unsubscribe'] ?? '')![1]!;
    await ask(Reminders.unsubscribe, { token: new URL(oneClick).searchParams.get('token')! });

    await setClock('2026-12-07T06:59:59Z');
    await eventually(
      () => checkInsTo(waits.email),
      (mails) => mails.length === 2,
      { timeoutMs: 10_000 },
    );
    await until(async () => (await deliveryOf(answers.userId as number, 'daily', '2026-12-07')) === 'skipped', {
      what: 'the scan after the edition of the member who answered',
    });
    await pause(SEVERAL_SCANS_MS);
    expect(checkInsTo(answers.email)).toHaveLength(1);
    expect(checkInsTo(unsubscribes.email)).toHaveLength(1);
    expect(await ask(ChallengeSubjects.survey.get, { member: answers })).toMatchObject({ due: false, edition: 78 });
  });

  it('stops working three weeks after it was mailed', async () => {
    await setClock('2026-12-03T12:00:00Z');
    const member = await enrolledMember(MADRID);
    await setClock('2026-12-04T06:59:59Z');
    const [mail] = await arrived(() => checkInsTo(member.email));
    await setClock('2026-12-25T07:00:01Z');
    expect(await refusalOf(answerByLink(answerTokens(mail).get(4)!, true))).toMatchObject({ status: 400 });
    expect(await answersOf(member.userId as number)).toEqual([]);
    expect(await ask(ChallengeSubjects.survey.get, { member })).toMatchObject({ due: true, edition: 78 });
  });
});
