import { readCapturedMails } from '../../infra/local/smtp-capture.mjs';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { eventually, GatewayClient } from '@reto/platform/testing';
import { enrolledMember } from './community-members.js';
import { SystemRpc, stopClockedSystem } from './system-rpc.js';

/**
 * The member's reminders through the gateway: the preferences over REST and GraphQL,
 * the refusals, the push key and subscriptions, and the one-click unsubscribe a mail client posts
 * (RFC 8058) with no session at all.
 */
let system: TestSystem;
let nats: SystemRpc;

const SETTINGS_FIELDS = 'dailyReminder reminderTime email push streakNudge community';
const DEFAULTS = {
  dailyReminder: true,
  reminderTime: '08:00',
  email: true,
  push: false,
  streakNudge: true,
  community: true,
};

interface MailboxMail {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

/** A member of their own for each test (any test passes alone and in any order), enrolled in edition 78 (it starts 2026-11-09). */
const newMember = async (first: string) => {
  const { client, email } = await enrolledMember(system, nats, { edition: 78, first, reaches: null });
  return Object.assign(client, { email });
};

beforeAll(async () => {
  system = await startTestSystem({ env: { REMINDER_SCAN_MS: '300' } });
  nats = await SystemRpc.connect(system);
}, 180_000);

afterAll(() => stopClockedSystem(system, nats));

describe('GET/PUT /api/notification-settings and their GraphQL twins', () => {
  it('start with the defaults, round-trip over both APIs, and refuse bad input in Spanish with nothing changed', async () => {
    const member = await newMember('Marta');
    expect(await member.rest('GET', '/api/notification-settings')).toMatchObject({ status: 200, body: DEFAULTS });

    const evening = {
      dailyReminder: true,
      reminderTime: '19:45',
      email: true,
      push: false,
      streakNudge: false,
      community: false,
    };
    expect(await member.rest('PUT', '/api/notification-settings', evening)).toMatchObject({
      status: 200,
      body: evening,
    });
    const read = await member.graphql(`{ notificationSettings { ${SETTINGS_FIELDS} } }`);
    expect(read).toEqual({ data: { notificationSettings: evening } });

    const morning = { ...evening, reminderTime: '07:05', streakNudge: true };
    const saved = await member.graphql(
      `mutation ($input: NotificationSettingsInput!) { updateNotificationSettings(input: $input) { ${SETTINGS_FIELDS} } }`,
      { input: morning },
    );
    expect(saved).toEqual({ data: { updateNotificationSettings: morning } });
    expect((await member.rest('GET', '/api/notification-settings')).body).toEqual(morning);

    for (const bad of [
      { ...morning, reminderTime: '7:5' },
      { ...morning, reminderTime: '24:00' },
    ]) {
      expect(await member.rest('PUT', '/api/notification-settings', bad)).toMatchObject({
        status: 400,
        body: { message: 'La hora del recordatorio debe tener el formato HH:MM (por ejemplo, 08:00).' },
      });
    }
    expect((await member.rest('PUT', '/api/notification-settings', { ...morning, push: 'sí' })).status).toBe(400);
    expect((await member.rest('PUT', '/api/notification-settings', { dailyReminder: false })).status).toBe(400);
    expect((await member.rest('PUT', '/api/notification-settings', 'x', { 'content-type': 'text/plain' })).status).toBe(
      415,
    );
    const refused = await member.graphql(
      `mutation ($input: NotificationSettingsInput!) { updateNotificationSettings(input: $input) { reminderTime } }`,
      { input: { ...morning, reminderTime: '99:99' } },
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: 'La hora del recordatorio debe tener el formato HH:MM (por ejemplo, 08:00).',
      extensions: { status: 400 },
    });
    expect((await member.rest('GET', '/api/notification-settings')).body).toEqual(morning);

    const stranger = new GatewayClient(system.url);
    expect((await stranger.rest('GET', '/api/notification-settings')).status).toBe(401);
    expect((await stranger.rest('PUT', '/api/notification-settings', morning)).status).toBe(401);
  });
});

describe('Web Push through the gateway', () => {
  it('gives the VAPID public key, and takes a subscription only from a push service', async () => {
    const member = await newMember('Paula');
    const key = await new GatewayClient(system.url).rest('GET', '/api/push/public-key');
    expect(key.status).toBe(200);
    // An uncompressed P-256 point, base64url: what PushManager.subscribe takes as applicationServerKey.
    expect(key.body.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect((await member.graphql('{ pushPublicKey }')).data).toEqual({ pushPublicKey: key.body.publicKey });

    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
    const refused = await member.rest('POST', '/api/push/subscriptions', { endpoint: 'https://evil.example/x', keys });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'La suscripción a las notificaciones push no es válida.' },
    });
    const endpoint = 'https://fcm.googleapis.com/fcm/send/reto-test';
    expect((await member.rest('POST', '/api/push/subscriptions', { endpoint, keys })).status).toBe(201);
    expect((await member.rest('DELETE', '/api/push/subscriptions', { endpoint })).status).toBe(200);
    expect(
      (await new GatewayClient(system.url).rest('POST', '/api/push/subscriptions', { endpoint, keys })).status,
    ).toBe(401);
  });
});

describe('the one-click unsubscribe', () => {
  it("works without a session from the mail's own header, and only with its own token", async () => {
    await nats.setClock(new Date('2026-11-11T05:00:00Z'));
    const member = await newMember('Lucia');
    // 08:00 in Madrid on day 3.
    await nats.setClock(new Date('2026-11-11T06:59:59Z'));
    const mails = await eventually(
      () => readCapturedMails<MailboxMail>(system.base.MAIL_DEV_MAILBOX_DIR!).filter((m) => m.to === member.email),
      (found) => found.some((mail) => mail.subject === 'Día 3 del reto'),
      { timeoutMs: 20_000 },
    );
    const mail = mails.find((m) => m.subject === 'Día 3 del reto')!;
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(/^<(.+)>$/.exec(mail.headers!['List-Unsubscribe'])![1]);

    const mailClient = new GatewayClient(system.url);
    const sealed = oneClick.searchParams.get('token')!;
    const forged = `${oneClick.pathname}?token=${sealed.slice(0, -1)}${sealed.endsWith('x') ? 'y' : 'x'}`;
    const post = (path: string) =>
      mailClient.rest('POST', path, 'List-Unsubscribe=One-Click', {
        'content-type': 'application/x-www-form-urlencoded',
      });
    expect(await post(forged)).toMatchObject({
      status: 400,
      body: { message: 'El enlace para darte de baja no es válido.' },
    });
    expect((await member.rest('GET', '/api/notification-settings')).body.dailyReminder).toBe(true);

    expect(await post(`${oneClick.pathname}${oneClick.search}`)).toMatchObject({
      status: 200,
      body: { kind: 'daily', message: expect.stringContaining('ya no recibirás el recordatorio diario') },
    });
    expect((await member.rest('GET', '/api/notification-settings')).body).toEqual({
      ...DEFAULTS,
      dailyReminder: false,
    });
    // A form anywhere else in the API is still refused.
    expect((await post('/api/notification-settings')).status).toBe(415);
  });
});

describe('a new timezone', () => {
  it('moves the reminders to its local time: identity announces it, the challenge service reschedules', async () => {
    await nats.setClock(new Date('2026-11-12T05:00:00Z'));
    const member = await newMember('Noelia');
    const moved = await member.rest('POST', '/api/user/timezone', { timezone: 'America/Mexico_City' });
    expect(moved.status).toBe(200);
    const mailsToNoelia = () =>
      readCapturedMails<MailboxMail>(system.base.MAIL_DEV_MAILBOX_DIR!).filter(
        (m) => m.to === member.email && m.subject.startsWith('Día'),
      );
    // 08:00 in Madrid passes without a reminder; 08:00 in Mexico City (14:00 UTC) brings day 4's.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await nats.setClock(new Date('2026-11-12T06:59:59Z'));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(mailsToNoelia()).toEqual([]);
    await nats.setClock(new Date('2026-11-12T13:59:59Z'));
    const mails = await eventually(mailsToNoelia, (found) => found.length > 0, { timeoutMs: 20_000 });
    expect(mails.map((mail) => mail.subject)).toEqual(['Día 4 del reto']);
  });
});

describe("the check-in e-mail's answer link", () => {
  it('answers without a session over REST and GraphQL, once, and refuses a forged link in Spanish', async () => {
    await nats.setClock(new Date('2026-12-03T12:00:00Z'));
    const member = await newMember('Rocio');
    // 08:00 in Madrid on day 26 of edition 78.
    await nats.setClock(new Date('2026-12-04T06:59:59Z'));
    const [mail] = await eventually(
      () =>
        readCapturedMails<MailboxMail>(system.base.MAIL_DEV_MAILBOX_DIR!).filter(
          (m) => m.to === member.email && m.subject === 'Dos preguntas sobre tu reto',
        ),
      (found) => found.length > 0,
      { timeoutMs: 20_000 },
    );
    const linkOf = (score: number) => new RegExp(`^${score} · .+: (\\S+)$`, 'm').exec(mail.text)![1];
    const five = new URL(linkOf(5));
    expect(five.pathname).toBe('/encuesta');
    const token = five.searchParams.get('token')!;

    const mailReader = new GatewayClient(system.url);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await mailReader.rest('POST', '/api/survey/link-answer', { token: forged, recommend: true })).toMatchObject({
      status: 400,
      body: { message: 'Este enlace de la encuesta no es válido o ha caducado. Puedes responderla desde tu panel.' },
    });
    expect((await member.rest('GET', '/api/survey')).body).toMatchObject({ due: true, edition: 78 });

    const answered = await mailReader.graphql(
      `mutation ($token: String!, $recommend: Boolean!) {
        answerSurveyByLink(token: $token, recommend: $recommend) { edition inviteReview answer { satisfaction recommend } }
      }`,
      { token, recommend: true },
    );
    expect(answered.data?.answerSurveyByLink).toEqual({
      edition: 78,
      inviteReview: true,
      answer: { satisfaction: 5, recommend: true },
    });
    expect((await member.rest('GET', '/api/survey')).body).toMatchObject({
      due: false,
      answer: { satisfaction: 5, recommend: true },
    });
    const reused = await mailReader.rest('POST', '/api/survey/link-answer', {
      token: new URL(linkOf(1)).searchParams.get('token'),
      recommend: false,
    });
    expect(reused).toMatchObject({ status: 409, body: { message: 'Ya respondiste la encuesta de esta edición' } });
  });
});
