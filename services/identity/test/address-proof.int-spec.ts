// An address counts only when its owner proved it: every single-use token identity mails is bound to
// the address it went to. Generated over the token kinds, whether the account's address changed after
// the token left, and the target address's case and pre-approval; a fixed seed in CI, a fresh one
// (printed) otherwise: reproduce with PROPERTY_SEED.
import { randomBytes } from 'node:crypto';
import {
  IdentityMessages,
  IdentitySubjects,
  type MagicLinkAnswer,
  type SessionGrant,
  type UserDto,
} from '@reto/contracts';
import { propertySeed, refusalOf, type ServiceUnderTest } from '@reto/platform/testing';
import fc from 'fast-check';
import pg from 'pg';
import { startSmtpCapture, waitForMailLink, type SmtpCapture } from '../../../infra/local/smtp-capture.mjs';
import { registrations } from './registrations.js';
import { startIdentity, stopIdentity } from './identity-under-test.js';

const SEED = propertySeed('address-proof property', 48_2026);
const RUNS = 16;

let identity: ServiceUnderTest;
let sql: pg.Client;
let smtp: SmtpCapture;

const register = registrations(() => identity, 'Prueba');
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const PASSWORD = 'entrena-fuerte';

/**
 * Every kind of single-use token identity hands out: how one reaches the account `grant` (mailed to
 * its address, or given to the admin), and how it is used. `use` answers the user the token acted on
 * for, or throws the refusal.
 */
const TOKEN_KINDS = {
  verify: {
    get: async (grant: SessionGrant) => tokenOf(await waitForMailLink(() => smtp.mails, grant.user.email, 'Verifica')),
    use: (token: string) => identity.rpc.request(IdentitySubjects.confirmEmail, { token }),
  },
  reset: {
    get: async (grant: SessionGrant) => {
      await identity.rpc.request(IdentitySubjects.requestPasswordReset, { email: grant.user.email });
      return tokenOf(await waitForMailLink(() => smtp.mails, grant.user.email, 'Restablece'));
    },
    use: (token: string) =>
      identity.rpc.request(IdentitySubjects.resetPassword, { token, newPassword: 'Vn7#pq!zLm2x' }),
  },
  emergency: {
    get: async (grant: SessionGrant) => {
      await identity.rpc.request(IdentitySubjects.addPreApproved, { email: grant.user.email });
      await identity.rpc.request(IdentitySubjects.requestEmergencyAccess, { email: grant.user.email });
      return tokenOf(await waitForMailLink(() => smtp.mails, grant.user.email, 'enlace de acceso'));
    },
    use: (token: string) => identity.rpc.request(IdentitySubjects.verifyDeviceToken, { token }),
  },
  magic: {
    get: async (grant: SessionGrant) =>
      tokenOf(
        (
          await identity.rpc.request<MagicLinkAnswer>(IdentitySubjects.createMagicLink, {
            username: grant.user.username,
            expiresInHours: 48,
            actor: { id: 1, username: 'admin' },
          })
        ).magicLink,
      ),
    use: (token: string) => identity.rpc.request(IdentitySubjects.verifyDeviceToken, { token }),
  },
} as const;
type TokenKind = keyof typeof TOKEN_KINDS;
/** The kinds whose use proves the address they were mailed to (the admin's link proves none). */
const PROVES_ADDRESS: readonly TokenKind[] = ['verify', 'reset', 'emergency'];

const userOf = (token: string) => identity.rpc.request<UserDto>(IdentitySubjects.resolveSession, { token });
const verifiedEvents = async (email: string) =>
  Number(
    (
      await sql.query(
        `SELECT count(*) FROM identity.outbox WHERE subject = $1 AND lower(payload->>'email') = lower($2)`,
        ['identity.user.email-verified.v1', email],
      )
    ).rows[0].count,
  );

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ({ identity, sql } = await startIdentity({
    SMTP_URL: smtp.url,
    MAIL_DEV_ECHO: 'false',
    PUBLIC_URL: 'http://reto.test',
  }));
});

afterAll(async () => {
  await stopIdentity(identity, sql);
  await smtp?.stop();
});

describe('a single-use token proves the address it was mailed to, and nothing else', () => {
  it('after the account takes another address, no token mailed before works or verifies anything', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(TOKEN_KINDS) as TokenKind[])),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        async (kind, changed, targetPreApproved, targetInCapitals) => {
          run += 1;
          const tag = `${String(run)}.${randomBytes(3).toString('hex')}`;
          const grant = await register({ username: `Prueba ${tag}`, email: `propia.${tag}@example.com` });
          // A second device signed in before the change: whoever held the old address.
          const other = await identity.rpc.request<SessionGrant>(IdentitySubjects.login, {
            username: grant.user.email,
            password: PASSWORD,
          });
          const token = await TOKEN_KINDS[kind].get(grant);
          const target = `compradora.${tag}@example.com`;
          if (targetPreApproved) await identity.rpc.request(IdentitySubjects.addPreApproved, { email: target });

          if (!changed) {
            // The control: used at the address it was mailed to, the token works (and proves it).
            await TOKEN_KINDS[kind].use(token);
            if (PROVES_ADDRESS.includes(kind)) expect(await verifiedEvents(grant.user.email)).toBe(1);
            return;
          }
          await identity.rpc.request(IdentitySubjects.changeEmail, {
            token: grant.token,
            email: targetInCapitals ? target.toUpperCase() : target,
          });
          expect(await refusalOf(TOKEN_KINDS[kind].use(token))).toMatchObject({ status: expect.any(Number) });
          if (kind === 'reset')
            expect(await identity.rpc.request(IdentitySubjects.validatePasswordReset, { token })).toMatchObject({
              valid: false,
            });
          const member = await userOf(grant.token);
          expect(member).toMatchObject({ email: target, emailVerified: false, hasPaid: false, hasAccess: false });
          expect(await verifiedEvents(target)).toBe(0);
          // The session that changed the address goes on; every other one ended with the old address.
          expect(await refusalOf(userOf(other.token))).toMatchObject({ status: 401 });
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe('the takeover of a paid or pre-approved address', () => {
  it.each([
    ['the reset link', 'reset'],
    ['the emergency link', 'emergency'],
    ['the verification link', 'verify'],
  ] as const)(
    'a stranger with %s of their own address who then takes the buyer’s address verifies nothing',
    async (_label, kind) => {
      const tag = randomBytes(3).toString('hex');
      const buyer = `pagada.${tag}@example.com`;
      await identity.rpc.request(IdentitySubjects.addPreApproved, { email: buyer });
      const stranger = await register({ username: `Extraño ${tag}`, email: `extrano.${tag}@example.com` });
      const token = await TOKEN_KINDS[kind].get(stranger);
      await identity.rpc.request(IdentitySubjects.changeEmail, { token: stranger.token, email: buyer });
      const refused = await refusalOf(TOKEN_KINDS[kind].use(token));
      expect(refused).toMatchObject({
        message:
          kind === 'reset'
            ? IdentityMessages.resetTokenInvalid
            : kind === 'verify'
              ? IdentityMessages.emailVerificationInvalid
              : expect.any(String),
      });
      expect(await userOf(stranger.token)).toMatchObject({ email: buyer, emailVerified: false, hasAccess: false });
      expect(await identity.rpc.request(IdentitySubjects.waitingAccess, { token: stranger.token })).toBeNull();
      // The buyer still proves the address: a reset asked for it reaches their inbox and takes it over.
      await identity.rpc.request(IdentitySubjects.requestPasswordReset, { email: buyer });
      const own = tokenOf(await waitForMailLink(() => smtp.mails, buyer, 'Restablece'));
      await identity.rpc.request(IdentitySubjects.resetPassword, { token: own, newPassword: 'Vn7#pq!zLm2x' });
      const signedIn = await identity.rpc.request<SessionGrant>(IdentitySubjects.login, {
        username: buyer,
        password: 'Vn7#pq!zLm2x',
      });
      expect(signedIn.user).toMatchObject({ email: buyer, emailVerified: true, hasAccess: true });
    },
  );
});
