import { IdentityMessages, IdentitySubjects, type ServiceErrorBody, type SessionGrant } from '@reto/contracts';
import { refusalOf, until, type ServiceUnderTest } from '@reto/platform/testing';
import { queuePrefix } from '@reto/platform';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startSmtpCapture, waitForMailLink, type SmtpCapture } from '../../../infra/local/smtp-capture.mjs';
import { LINK_REQUEST_QUEUE } from '../src/identity.constants.js';
import { registrations } from './registrations.js';
import { startIdentity, stopIdentity } from './identity-under-test.js';

/** Usernames (look-alikes), common passwords and the reset request (DECISIONS.md 3), over NATS. */
let identity: ServiceUnderTest;
let sql: pg.Client;
let smtp: SmtpCapture;
let redis: Redis;
let linkRequests: Queue;

const countUsers = async () => Number((await sql.query('SELECT count(*) FROM identity.users')).rows[0].count);

const register = registrations(() => identity, 'Socia');
/** Registration with these fields is refused with `expected` (or a body matching it), and no account is written. */
const expectRegistrationRefused = async (overrides: Record<string, string>, expected: Partial<ServiceErrorBody>) => {
  const before = await countUsers();
  expect(await refusalOf(register(overrides))).toMatchObject(expected);
  expect(await countUsers()).toBe(before);
};

beforeAll(async () => {
  smtp = await startSmtpCapture();
  let redisPrefix: string;
  ({ identity, sql, redisPrefix } = await startIdentity({
    SMTP_URL: smtp.url,
    MAIL_DEV_ECHO: 'false',
    PUBLIC_URL: 'http://reto.test',
  }));
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
  linkRequests = new Queue(LINK_REQUEST_QUEUE, { connection: redis, prefix: queuePrefix(redisPrefix, 'identity') });
});

afterAll(async () => {
  await linkRequests?.close();
  redis?.disconnect();
  await stopIdentity(identity, sql);
  await smtp?.stop();
});

describe('look-alike usernames', () => {
  it.each([
    ['full-width letters', 'ａｄｍｉｎ', 409, IdentityMessages.reservedUsername],
    ['a capital I written as a small l', 'ADMlN', 409, IdentityMessages.reservedUsername],
    ['rn for the m', 'adrnin', 409, IdentityMessages.reservedUsername],
    ['a Cyrillic а among Latin letters', '\u0430dmin', 400, IdentityMessages.usernameMixedScripts],
    ['a zero-width space', 'ad\u200bmin', 400, IdentityMessages.usernameInvisible],
  ])('refuses the admin name with %s in Spanish, and writes nothing', async (_label, username, status, message) => {
    await expectRegistrationRefused({ username }, { status, message });
  });

  it("refuses a look-alike of a member's name as taken, written in one other script or with digits", async () => {
    await register({ username: 'popa' });
    for (const username of ['\u0440\u043E\u0440\u0430', 'P0PA', 'po pa']) {
      await expectRegistrationRefused(
        { username },
        { status: 409, code: 'username_taken', message: IdentityMessages.usernameTaken },
      );
    }
  });

  it('stores the NFKC form and signs in with the name typed in full-width letters', async () => {
    const grant = await register({ username: 'Ｍａｒｔａ Ｒｕｉｚ' });
    expect(grant.user.username).toBe('Marta Ruiz');
    const session = await identity.rpc.request<SessionGrant>(IdentitySubjects.login, {
      username: 'ｍａｒｔａ ｒｕｉｚ',
      password: 'entrena-fuerte',
    });
    expect(session.user.id).toBe(grant.user.id);
  });
});

describe('common passwords', () => {
  it.each(['password', 'qwerty123', 'iloveyou', 'PASSWORD1', '12345678'])(
    'refuses %s at registration with a Spanish 400, and writes nothing',
    async (password) => {
      await expectRegistrationRefused(
        { password },
        { status: 400, code: 'validation_failed', message: IdentityMessages.passwordTooCommon },
      );
    },
  );

  it('refuses one as the new password of a reset, keeping the token; a strong one then passes', async () => {
    const grant = await register();
    await identity.rpc.request(IdentitySubjects.requestPasswordReset, { email: grant.user.email });
    const token = new URL(await waitForMailLink(() => smtp.mails, grant.user.email, 'Restablece')).searchParams.get(
      'token',
    )!;
    expect(
      await refusalOf(identity.rpc.request(IdentitySubjects.resetPassword, { token, newPassword: 'sunshine1' })),
    ).toEqual({ status: 400, code: 'validation_failed', message: IdentityMessages.passwordTooCommon });
    expect(await identity.rpc.request(IdentitySubjects.validatePasswordReset, { token })).toMatchObject({
      valid: true,
    });
    await identity.rpc.request(IdentitySubjects.resetPassword, { token, newPassword: 'Vn7#pq!zLm2x' });
    await identity.rpc.request(IdentitySubjects.login, { username: grant.user.email, password: 'Vn7#pq!zLm2x' });
  });
});

describe('the reset and emergency-link requests', () => {
  /** A request is recorded with its answer (the job outbox) and queued right after it. */
  const handedOver = () =>
    until(async () => (await sql.query('SELECT count(*)::int AS n FROM identity.job_outbox')).rows[0].n === 0, {
      what: 'the job outbox handed its jobs to their queue',
    });
  it.each([
    ['reset', IdentitySubjects.requestPasswordReset, 'Restablece'],
    ['emergency', IdentitySubjects.requestEmergencyAccess, 'enlace de acceso'],
  ] as const)(
    'the %s request does the same for a known and an unknown address: one queued job each, no token or mail until the job runs',
    async (kind, subject, mailSubject) => {
      const grant = await register();
      await identity.rpc.request(IdentitySubjects.addPreApproved, { email: grant.user.email });
      const unknown = `nadie.${kind}@example.com`;
      const tokens = async () =>
        Number(
          (
            await sql.query(
              // The registration's own e-mail verification link is not what this test counts.
              `SELECT count(*) FROM identity.single_use_tokens WHERE subject = $1 AND purpose <> 'verify'`,
              [String(grant.user.id)],
            )
          ).rows[0].count,
        );
      const mailsTo = (address: string) =>
        smtp.mails.filter((mail) => mail.to.includes(address) && !mail.subject.includes('Verifica'));
      await linkRequests.pause();
      try {
        const answers = [
          await identity.rpc.request(subject, { email: grant.user.email }),
          await identity.rpc.request(subject, { email: unknown }),
        ];
        expect(answers[0]).toEqual(answers[1]);
        await handedOver();
        const queued = await linkRequests.getJobs(['wait']);
        expect(queued.map((job) => job.data).sort((a, b) => a.email.localeCompare(b.email))).toEqual([
          { kind, email: unknown },
          { kind, email: grant.user.email },
        ]);
        expect(await tokens()).toBe(0);
        expect(mailsTo(grant.user.email)).toEqual([]);
      } finally {
        await linkRequests.resume();
      }
      await waitForMailLink(() => smtp.mails, grant.user.email, mailSubject);
      expect(await tokens()).toBe(1);
      expect(mailsTo(unknown)).toEqual([]);
    },
  );

  it('a reset asked again within the window answers the same and sends no second mail', async () => {
    const grant = await register();
    const resetMails = () =>
      smtp.mails.filter((mail) => mail.to.includes(grant.user.email) && mail.subject.includes('Restablece'));
    await linkRequests.pause();
    try {
      const first = await identity.rpc.request(IdentitySubjects.requestPasswordReset, { email: grant.user.email });
      const again = await identity.rpc.request(IdentitySubjects.requestPasswordReset, {
        email: grant.user.email.toUpperCase(),
      });
      expect(again).toEqual(first);
      await handedOver();
      const queued = (await linkRequests.getJobs(['wait'])).filter(
        (job) => job.data.email.toLowerCase() === grant.user.email,
      );
      expect(queued).toHaveLength(1);
    } finally {
      await linkRequests.resume();
    }
    await waitForMailLink(() => smtp.mails, grant.user.email, 'Restablece');
    expect(resetMails()).toHaveLength(1);
  });
});
