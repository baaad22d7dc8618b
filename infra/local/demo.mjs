// Demo members for a development start (DECISIONS.md 4): one male and one female account, created
// through identity's own `identity.user.register` request and enrolled in the running edition by
// the challenge service's grant. Runs against the started system; never in production.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './system.mjs';

const load = (path) => import(pathToFileURL(join(ROOT, path)).href);

export const DEMO_MEMBERS = [
  { username: 'Demo Carlos', email: 'demo.carlos@reto.invalid', gender: 'male', timezone: 'America/Mexico_City' },
  { username: 'Demo Lucía', email: 'demo.lucia@reto.invalid', gender: 'female', timezone: 'Europe/Madrid' },
];
/** Demo accounts share one password, a development setting printed by `npm start`. */
export const DEFAULT_DEMO_PASSWORD = 'demo-reto-28';

/** Creates (or finds) the demo members and enrols them in the running edition; returns their sign-ins. */
export async function seedDemoMembers(base) {
  if (base.NODE_ENV === 'production') return [];
  const password = base.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
  const { RpcClient, createLogger, DomainError } = await load('packages/platform/dist/index.js');
  const { ChallengeSubjects, IdentitySubjects } = await load('packages/contracts/dist/index.js');
  const { runningEdition } = await load('services/challenge/dist/editions/editions.js');
  const rpc = await RpcClient.connect({
    url: base.NATS_URL ?? 'nats://127.0.0.1:4222',
    name: 'demo-seed',
    timeoutMs: 10_000,
    subjectPrefix: base.NATS_SUBJECT_PREFIX ?? '',
    logger: createLogger('demo-seed', 'silent'),
  });
  try {
    const edition = runningEdition(new Date().toISOString().slice(0, 10));
    const seeded = [];
    for (const member of DEMO_MEMBERS) {
      let user;
      try {
        ({ user } = await rpc.request(IdentitySubjects.register, { ...member, password }));
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
