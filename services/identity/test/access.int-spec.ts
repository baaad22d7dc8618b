import {
  IdentityMessages,
  IdentitySubjects,
  type MagicLinkAnswer,
  type ResetRequestAnswer,
  type ResolvedSession,
  type SessionGrant,
  type UserDto,
  ChallengeSubjects,
} from '@reto/contracts';
import { createLogger, EventBus, hashToken, RpcClient } from '@reto/platform';
import { type ServiceUnderTest, refusalOf, until } from '@reto/platform/testing';
import { jest } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { startSmtpCapture, waitForMailLink, type SmtpCapture } from '../../../infra/local/smtp-capture.mjs';
import { PasswordHasher } from '../src/auth/password-hasher.service.js';
import { SessionEntity } from '../src/sessions/session.entity.js';
import { SessionsRepository } from '../src/sessions/sessions.repository.js';
import { registrations } from './registrations.js';
import { startIdentity, stopIdentity } from './identity-under-test.js';

let identity: ServiceUnderTest;
let sql: pg.Client;
let smtp: SmtpCapture;
let prefix: string;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const later = (ms: number) => new Date(Date.now() + ms);

const register = registrations(() => identity, 'Miembro', { gender: 'male', timezone: 'America/Bogota' });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  ({ identity, sql } = await startIdentity({
    SMTP_URL: smtp.url,
    MAIL_DEV_ECHO: 'true',
    CLOCK_CONTROL: 'true',
    PUBLIC_URL: 'http://reto.test',
  }));
  prefix = process.env.NATS_SUBJECT_PREFIX!;
});

afterEach(async () => {
  await identity.setClock(null);
});

afterAll(async () => {
  await stopIdentity(identity, sql);
  await smtp?.stop();
});

describe('registration and hasPaid', () => {
  it('records identity.user.registered.v1 in the same transaction, preApproved for a listed e-mail', async () => {
    await identity.rpc.request(IdentitySubjects.addPreApproved, { email: ' VIP@Example.com ' });
    const { emails } = await identity.rpc.request<{ emails: string[] }>(IdentitySubjects.listPreApproved);
    expect(emails.filter((email) => email.startsWith('vip'))).toEqual(['vip@example.com']);
    const vip = await register({ email: 'vip@example.com' });
    const plain = await register();
    const { rows } = await sql.query(`SELECT subject, payload FROM identity.outbox WHERE subject = $1 ORDER BY id`, [
      IdentitySubjects.events.userRegistered,
    ]);
    const byUser = new Map(rows.map((row) => [row.payload.userId, row.payload]));
    expect(byUser.get(vip.user.id)).toMatchObject({ email: 'vip@example.com', preApproved: true });
    expect(byUser.get(plain.user.id)).toMatchObject({ preApproved: false });
    expect(await identity.rpc.request(IdentitySubjects.checkPreApproved, { email: 'VIP@example.com' })).toEqual({
      isPreApproved: true,
    });
    await identity.rpc.request(IdentitySubjects.removePreApproved, { email: 'vip@example.com' });
    expect(await identity.rpc.request(IdentitySubjects.checkPreApproved, { email: 'vip@example.com' })).toEqual({
      isPreApproved: false,
    });
  });

  it('keeps hasPaid from challenge.access.changed.v1 (by id, else by a verified e-mail) until access ends', async () => {
    const member = await register();
    const other = await register();
    const unverified = await register();
    // `other` opens the link e-mailed at registration; `unverified` does not.
    const link = await waitForMailLink(() => smtp.mails, other.user.email, 'Verifica');
    expect(link).toMatch(/^http:\/\/reto\.test\/confirm-email\?token=/);
    expect(await identity.rpc.request(IdentitySubjects.confirmEmail, { token: tokenOf(link) })).toEqual({
      success: true,
      message: IdentityMessages.emailVerified,
    });
    const bus = await EventBus.create(identity.rpc.nats, 'challenge', prefix, createLogger('test', 'silent'));
    const endsAt = later(10 * DAY).toISOString();
    // Access known by e-mail only never reaches an account whose address is not verified.
    await bus.publish(
      ChallengeSubjects.events.accessChanged,
      { userId: null, email: unverified.user.email, accessEndsAt: endsAt, changedAt: new Date().toISOString() },
      `access-${unverified.user.id}`,
    );
    await bus.publish(
      ChallengeSubjects.events.accessChanged,
      { userId: member.user.id, email: member.user.email, accessEndsAt: endsAt, changedAt: new Date().toISOString() },
      `access-${member.user.id}`,
    );
    await bus.publish(
      ChallengeSubjects.events.accessChanged,
      {
        userId: null,
        email: other.user.email.toUpperCase(),
        accessEndsAt: endsAt,
        changedAt: new Date().toISOString(),
      },
      `access-${other.user.id}`,
    );
    for (const grant of [member, other]) {
      await until(
        async () =>
          (await identity.rpc.request<UserDto>(IdentitySubjects.resolveSession, { token: grant.token })).hasPaid,
      );
    }
    // One consumer applies the events in order: the unverified account's came first and changed nothing.
    const stranger = await identity.rpc.request<UserDto>(IdentitySubjects.resolveSession, { token: unverified.token });
    expect(stranger).toMatchObject({ hasPaid: false, emailVerified: false });
    await identity.setClock(later(11 * DAY - HOUR));
    const fresh = await identity.rpc.request<SessionGrant>(IdentitySubjects.login, {
      username: member.user.email,
      password: 'entrena-fuerte',
    });
    expect(fresh.user.hasPaid).toBe(false);
  });

  it("states how long a session's resolution stays true unannounced: until the session idles out, or paid access ends if sooner", async () => {
    const member = await register();
    const resolved = () =>
      identity.rpc.request<ResolvedSession>(IdentitySubjects.resolveSession, { token: member.token });
    // A web session ends after 7 idle days (its absolute end, 30 days, comes later).
    const unpaid = await resolved();
    expect(unpaid.trueForMs).toBeLessThanOrEqual(7 * DAY);
    expect(unpaid.trueForMs).toBeGreaterThan(7 * DAY - HOUR);
    const bus = await EventBus.create(identity.rpc.nats, 'challenge', prefix, createLogger('test', 'silent'));
    await bus.publish(
      ChallengeSubjects.events.accessChanged,
      {
        userId: member.user.id,
        email: member.user.email,
        accessEndsAt: later(2 * DAY).toISOString(),
        changedAt: new Date().toISOString(),
      },
      `access-ends-${member.user.id}`,
    );
    await until(async () => (await resolved()).hasPaid);
    const paid = await resolved();
    expect(paid.trueForMs).toBeLessThanOrEqual(2 * DAY);
    expect(paid.trueForMs).toBeGreaterThan(2 * DAY - HOUR);
  });
});

describe('an import to the pre-approved list', () => {
  it('tells the gateways of every imported address in one NATS round trip, not one per address', async () => {
    // Each address's sessions must be dropped from the gateways' caches before the answer; one
    // round trip each made a 9,000-address import outlast the gateway's timeout on a busy host.
    const flush = jest.spyOn(identity.app.get(RpcClient).nats, 'flush');
    const emails = Array.from({ length: 300 }, (_, i) => `lote${i}@example.com`);
    try {
      const report = await identity.rpc.request<{ added: string[] }>(IdentitySubjects.importPreApproved, {
        emails,
        actor: { id: 1, username: 'admin' },
      });
      expect(report.added).toHaveLength(300);
      // One for the announcements; a health probe of the same moment may add its own.
      expect(flush.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      flush.mockRestore();
    }
  });
});

describe('sessions', () => {
  it('stores passwords as argon2id and tokens only as SHA-256', async () => {
    const grant = await register();
    const { rows } = await sql.query('SELECT password_hash FROM identity.users WHERE id = $1', [grant.user.id]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const sessions = await sql.query('SELECT token_hash FROM identity.sessions WHERE user_id = $1', [grant.user.id]);
    expect(sessions.rows[0].token_hash).not.toContain(grant.token);
    expect(Buffer.from(grant.token, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it("reads a token's session and its user as TypeORM loads them: every column, the same values", async () => {
    const grant = await register();
    const tokenHash = hashToken(grant.token);
    const loaded = await identity.app
      .get(DataSource)
      .getRepository(SessionEntity)
      .findOne({ where: { tokenHash }, relations: { user: true } });
    expect(loaded?.user?.id).toBe(grant.user.id);
    expect(await identity.app.get(SessionsRepository).findWithUser(tokenHash)).toEqual(loaded);
  });

  it('ends a web session after 7 idle days and any session after its absolute 30 days', async () => {
    const grant = await register();
    await identity.setClock(later(6 * DAY));
    await identity.rpc.request(IdentitySubjects.resolveSession, { token: grant.token });
    await identity.setClock(later(12 * DAY));
    await identity.rpc.request(IdentitySubjects.resolveSession, { token: grant.token });
    await identity.setClock(later(20 * DAY));
    expect(
      (await refusalOf(identity.rpc.request(IdentitySubjects.resolveSession, { token: grant.token }))).status,
    ).toBe(401);
    const mobile = await identity.rpc.request<SessionGrant>(IdentitySubjects.mobileLogin, {
      username: grant.user.username,
      password: 'entrena-fuerte',
    });
    for (const days of [26, 32, 38, 44, 50]) {
      await identity.setClock(later(days * DAY));
      if (days < 50) await identity.rpc.request(IdentitySubjects.resolveSession, { token: mobile.token });
    }
    expect(await refusalOf(identity.rpc.request(IdentitySubjects.verifyDeviceToken, { token: mobile.token }))).toEqual({
      status: 401,
      code: 'token_expired',
      message: IdentityMessages.tokenExpired,
    });
  });

  it('keeps the absolute end of the original sign-in through every renewal', async () => {
    const grant = await register();
    let token = grant.token;
    for (const days of [6, 12, 18, 24, 29]) {
      await identity.setClock(later(days * DAY));
      const renewed = await identity.rpc.request<SessionGrant>(IdentitySubjects.renewSession, { token });
      expect(renewed.expiresAt).toBe(grant.expiresAt);
      token = renewed.token;
    }
    await identity.setClock(later(30 * DAY + HOUR));
    expect((await refusalOf(identity.rpc.request(IdentitySubjects.resolveSession, { token }))).status).toBe(401);
    expect((await refusalOf(identity.rpc.request(IdentitySubjects.renewSession, { token }))).status).toBe(401);
  });

  it('rotates a token on renewal: the old one stops working at once', async () => {
    const grant = await register();
    const renewed = await identity.rpc.request<SessionGrant>(IdentitySubjects.renewSession, { token: grant.token });
    expect(renewed.token).not.toBe(grant.token);
    expect(
      (await refusalOf(identity.rpc.request(IdentitySubjects.resolveSession, { token: grant.token }))).status,
    ).toBe(401);
    expect((await identity.rpc.request<UserDto>(IdentitySubjects.resolveSession, { token: renewed.token })).id).toBe(
      grant.user.id,
    );
    expect(await refusalOf(identity.rpc.request(IdentitySubjects.verifyDeviceToken, { token: 'nope' }))).toMatchObject({
      code: 'token_not_found',
      message: IdentityMessages.tokenNotFound,
    });
  });
});

describe('password reset', () => {
  it('e-mails a single-use link over SMTP, answers resetLink only with MAIL_DEV_ECHO, ends every session', async () => {
    const grant = await register();
    const answer = await identity.rpc.request<ResetRequestAnswer>(IdentitySubjects.requestPasswordReset, {
      email: grant.user.email.toUpperCase(),
    });
    expect(answer).toMatchObject({ success: true, message: 'Solicitud procesada' });
    const link = await waitForMailLink(() => smtp.mails, grant.user.email, 'Restablece');
    expect(answer.resetLink).toBe(link);
    expect(link).toMatch(/^http:\/\/reto\.test\/reset-password\?token=/);
    const token = tokenOf(link);
    const { rows } = await sql.query('SELECT token_hash FROM identity.single_use_tokens WHERE subject = $1', [
      String(grant.user.id),
    ]);
    expect(rows[0].token_hash).not.toContain(token);

    expect(await identity.rpc.request(IdentitySubjects.validatePasswordReset, { token })).toEqual({
      valid: true,
      message: 'Token válido',
    });
    expect(
      await identity.rpc.request(IdentitySubjects.resetPassword, { token, newPassword: 'nueva-clave-segura' }),
    ).toEqual({ success: true, message: IdentityMessages.passwordUpdated });
    expect(
      (await refusalOf(identity.rpc.request(IdentitySubjects.resolveSession, { token: grant.token }))).status,
    ).toBe(401);
    expect(
      await refusalOf(
        identity.rpc.request(IdentitySubjects.resetPassword, { token, newPassword: 'otra-clave-segura' }),
      ),
    ).toMatchObject({ status: 400, message: 'Token inválido o expirado' });
    await identity.rpc.request(IdentitySubjects.login, { username: grant.user.email, password: 'nueva-clave-segura' });
  });

  it('answers an unknown address the same, without a link; refuses an expired token and a short password', async () => {
    const unknown = await identity.rpc.request(IdentitySubjects.requestPasswordReset, { email: 'nadie@example.com' });
    expect(unknown).toEqual({ success: true, message: 'Solicitud procesada' });
    const grant = await register();
    const { resetLink } = await identity.rpc.request<ResetRequestAnswer>(IdentitySubjects.requestPasswordReset, {
      email: grant.user.email,
    });
    const token = tokenOf(resetLink!);
    expect(
      await refusalOf(identity.rpc.request(IdentitySubjects.resetPassword, { token, newPassword: 'corta' })),
    ).toMatchObject({ status: 400, message: 'La contraseña debe tener al menos 8 caracteres' });
    await identity.setClock(later(HOUR + 60_000));
    expect(await identity.rpc.request(IdentitySubjects.validatePasswordReset, { token })).toEqual({
      valid: false,
      message: 'Token inválido o expirado',
    });
    expect(
      await refusalOf(identity.rpc.request(IdentitySubjects.resetPassword, { token, newPassword: 'nueva-clave-2' })),
    ).toMatchObject({ code: 'reset_token_invalid' });
  });
  it('refuses a made-up token before its password is judged or hashed (a flood costs no argon2 hash)', async () => {
    const hash = jest.spyOn(identity.app.get(PasswordHasher), 'hash');
    try {
      for (const newPassword of ['sunshine1', 'nueva-clave-segura'])
        expect(
          await refusalOf(identity.rpc.request(IdentitySubjects.resetPassword, { token: 'inventado', newPassword })),
        ).toMatchObject({ status: 400, code: 'reset_token_invalid', message: 'Token inválido o expirado' });
      expect(hash).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
    }
  });
});

describe('sign-in links', () => {
  it('e-mails a 15-minute single-use link to a pre-approved account, exchanged once for a device session', async () => {
    await identity.rpc.request(IdentitySubjects.addPreApproved, { email: 'urgente@example.com' });
    const grant = await register({ email: 'urgente@example.com' });
    const answer = await identity.rpc.request(IdentitySubjects.requestEmergencyAccess, {
      email: ' URGENTE@example.com ',
    });
    expect(answer).toEqual({ message: IdentityMessages.emergencyLinkSent });
    expect(answer).not.toHaveProperty('token');
    const link = await waitForMailLink(() => smtp.mails, 'urgente@example.com', 'enlace de acceso');
    expect(link).toMatch(/^http:\/\/reto\.test\/\?token=/);
    const device = await identity.rpc.request<SessionGrant>(IdentitySubjects.verifyDeviceToken, {
      token: tokenOf(link),
      deviceId: 'phone-1',
    });
    expect(device.user.id).toBe(grant.user.id);
    // The link came to the account's inbox: the address is verified too.
    expect({ before: grant.user.emailVerified, after: device.user.emailVerified }).toEqual({
      before: false,
      after: true,
    });
    expect(device.token).not.toBe(tokenOf(link));
    expect(
      (await identity.rpc.request<SessionGrant>(IdentitySubjects.verifyDeviceToken, { token: device.token })).user.id,
    ).toBe(grant.user.id);
    expect(
      await refusalOf(identity.rpc.request(IdentitySubjects.verifyDeviceToken, { token: tokenOf(link) })),
    ).toMatchObject({ code: 'token_not_found' });

    await identity.rpc.request(IdentitySubjects.requestEmergencyAccess, { email: 'urgente@example.com' });
    const emergencyMails = () =>
      smtp.mails.filter((m) => m.to.includes('urgente@example.com') && m.subject.includes('enlace de acceso'));
    await until(() => emergencyMails().length >= 2);
    const second = emergencyMails().at(-1)!;
    await identity.setClock(later(16 * 60_000));
    expect(
      await refusalOf(
        identity.rpc.request(IdentitySubjects.verifyDeviceToken, {
          token: tokenOf(second.body.match(/https?:\/\/\S+/)![0]),
        }),
      ),
    ).toMatchObject({ code: 'token_expired' });
  });

  it('answers an address that is not pre-approved the same, and sends it nothing', async () => {
    const grant = await register();
    await waitForMailLink(() => smtp.mails, grant.user.email, 'Verifica');
    const before = smtp.mails.length;
    expect(await identity.rpc.request(IdentitySubjects.requestEmergencyAccess, { email: grant.user.email })).toEqual({
      message: IdentityMessages.emergencyLinkSent,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.mails.length).toBe(before);
  });

  it('creates 48-hour magic links for the admin service', async () => {
    const grant = await register();
    const magic = await identity.rpc.request<MagicLinkAnswer>(IdentitySubjects.createMagicLink, {
      username: grant.user.username,
      expiresInHours: 48,
      actor: { id: 1, username: 'admin' },
    });
    expect(magic).toMatchObject({ username: grant.user.username, magicLink: expect.stringMatching(/\?token=/) });
    await identity.setClock(later(47 * HOUR));
    const device = await identity.rpc.request<SessionGrant>(IdentitySubjects.verifyDeviceToken, {
      token: tokenOf(magic.magicLink),
    });
    expect(device.user.id).toBe(grant.user.id);
  });
});

describe('the purge job', () => {
  it('deletes expired sessions and tokens through its BullMQ queue', async () => {
    const grant = await register();
    await identity.rpc.request(IdentitySubjects.requestPasswordReset, { email: grant.user.email });
    const count = async (table: string, column = 'user_id') =>
      Number(
        (await sql.query(`SELECT count(*) FROM identity.${table} WHERE ${column}::text = $1`, [String(grant.user.id)]))
          .rows[0].count,
      );
    expect(await count('sessions')).toBe(1);
    // The reset link and the e-mail verification link of the registration.
    expect(await count('single_use_tokens', 'subject')).toBe(2);
    await identity.setClock(later(31 * DAY));
    const report = await identity.rpc.request<{ sessions: number; oneTimeTokens: number }>(
      IdentitySubjects.purgeExpired,
    );
    expect(report.sessions).toBeGreaterThanOrEqual(1);
    expect(await count('sessions')).toBe(0);
    expect(await count('single_use_tokens', 'subject')).toBe(0);
  });
});

describe('the admin credential', () => {
  it('is issued to an admin session only and verified only for the same admin', async () => {
    const future = await register();
    await sql.query(`UPDATE identity.users SET is_admin = true WHERE id = $1`, [future.user.id]);
    const admin = await identity.rpc.request<SessionGrant>(IdentitySubjects.login, {
      username: future.user.username,
      password: 'entrena-fuerte',
    });
    expect(admin.adminAuth).toBeDefined();
    const verify = (credential: string, userId: number) =>
      identity.rpc.request(IdentitySubjects.verifyAdminCredential, { credential, userId });
    expect(await verify(admin.adminAuth!, admin.user.id)).toEqual({ valid: true });
    expect(await verify(`${admin.user.id}:${admin.user.username}`, admin.user.id)).toEqual({ valid: false });
    expect(await verify(admin.adminAuth!, admin.user.id + 1)).toEqual({ valid: false });
    const member = await register();
    expect(member.adminAuth).toBeUndefined();
    expect(await identity.rpc.request(IdentitySubjects.issueAdminCredential, { token: member.token })).toEqual({
      adminAuth: null,
    });
  });
});
