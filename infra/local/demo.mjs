// Demo members for a development start (DECISIONS.md 4): one male and one female account, created
// through identity's own `identity.user.register` request, their e-mail verified through the link
// identity sent, and enrolled by the challenge service's grant in the edition running on each one's
// own day. Runs against the started system; never in production.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readDevMailbox, waitForMailLink } from './smtp-capture.mjs';
import { ROOT } from './system.mjs';

const load = (path) => import(pathToFileURL(join(ROOT, path)).href);

// The username's first word is the name the member area greets ("Hola, Lucía").
export const DEMO_MEMBERS = [
  { username: 'Carlos Demo', email: 'demo.carlos@reto.invalid', gender: 'male', timezone: 'America/Mexico_City' },
  { username: 'Lucía Demo', email: 'demo.lucia@reto.invalid', gender: 'female', timezone: 'Europe/Madrid' },
];
/** Demo accounts share one password, a development setting printed by `npm start`. */
export const DEFAULT_DEMO_PASSWORD = 'demo-reto-28';

/**
 * Creates (or finds) the demo members and enrols each in the edition running on their own day at
 * `at` (now); returns their sign-ins.
 */
export async function seedDemoMembers(base, at = new Date()) {
  if (base.NODE_ENV === 'production') return [];
  const password = base.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
  const { RpcClient, createLogger, DomainError } = await load('packages/platform/dist/index.js');
  const { ChallengeSubjects, IdentitySubjects, dateIn, runningEdition } = await load(
    'packages/contracts/dist/index.js',
  );
  const rpc = await RpcClient.connect({
    url: base.NATS_URL ?? 'nats://127.0.0.1:4222',
    name: 'demo-seed',
    timeoutMs: 10_000,
    subjectPrefix: base.NATS_SUBJECT_PREFIX ?? '',
    logger: createLogger('demo-seed', 'silent'),
  });
  try {
    const seeded = [];
    for (const member of DEMO_MEMBERS) {
      // The edition running on the member's own day, so the demo opens on a day of it at any hour
      // (by the UTC day, a member west of UTC would wait for an edition's first day for hours).
      const edition = runningEdition(dateIn(member.timezone, at));
      let user;
      try {
        ({ user } = await rpc.request(IdentitySubjects.register, { ...member, password }));
        // a registration repeated within identity's window answers the account already made (and verified)
        if (!user.emailVerified) await confirmDemoEmail(rpc, IdentitySubjects, base, member.email);
      } catch (error) {
        if (!(error instanceof DomainError) || error.status !== 409) throw error;
        ({ user } = await rpc.request(IdentitySubjects.login, { username: member.email, password }));
      }
      await rpc.request(ChallengeSubjects.grantEnrolment, {
        email: member.email,
        userId: user.id,
        reason: 'demo',
        editionNumber: edition.number,
        sourceId: `demo:${user.id}:${edition.number}`,
      });
      seeded.push({ username: user.username, email: member.email, gender: member.gender, password });
    }
    return seeded;
  } finally {
    await rpc.close();
  }
}

/**
 * A demo address (`.invalid`) receives no mail, and an unverified member is asked to verify on every
 * screen. Without SMTP the link waits in identity's dev mailbox: the seed opens it as the member
 * would. With SMTP_URL set the mail goes out (and bounces), and the demo members stay unverified.
 */
async function confirmDemoEmail(rpc, IdentitySubjects, base, email) {
  if (base.SMTP_URL) return;
  const mailbox = resolve(ROOT, base.MAIL_DEV_MAILBOX_DIR ?? '.run/mailbox');
  const link = await waitForMailLink(() => readDevMailbox(mailbox), email, 'Verifica');
  await rpc.request(IdentitySubjects.confirmEmail, { token: new URL(link).searchParams.get('token') });
}
