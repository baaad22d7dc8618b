// The fuzz tier's callers (fuzz-run.ts) under production's abuse limits (`npm run bench:edge` with
// BENCH_EDGE_LIMITS=production): the run's own logouts end the member's session again and again, and
// each time it signs in again from its address, until that address's limit of sign-ins refuses it
// (429, before any password is checked). From then on the member's requests go as a visitor's, and
// nothing fails the run.
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { FUZZ_SYSTEM_ENV, FuzzCallers, fuzzConnections, PRODUCTION_LIMITS } from './fuzz-run.js';

/** Sign-ins from one address in the gateway's window, in production. */
const SIGN_INS_PER_ADDRESS = Number(PRODUCTION_LIMITS.RATE_LIMIT_MAX_PER_IP);

let system: TestSystem;
const connections = fuzzConnections();

beforeAll(async () => {
  system = await startTestSystem({ demo: true, env: { ...FUZZ_SYSTEM_ENV, ...PRODUCTION_LIMITS } });
}, 300_000);
afterAll(async () => {
  await connections.close();
  await system?.stop();
});

const asMember = (method: string, path: string) => ({
  index: 0,
  caller: 'member' as const,
  method,
  path,
  headers: { 'content-type': 'application/json' },
  body: method === 'GET' ? undefined : '{}',
});

it("signs the member in again after each logout until its address's limit, then sends its requests as a visitor's", async () => {
  const callers = await new FuzzCallers(system.url, { member: system.demoMembers[0]!, admin: system.admin }).ready();
  // Each round ends the session and asks as the member again: the answer says the session ended (the
  // gateway forgets a session it ends at once), and the member signs in again, one attempt a round.
  for (let round = 0; round <= SIGN_INS_PER_ADDRESS; round += 1) {
    await callers.send(asMember('POST', '/api/logout'), connections);
    await callers.send(asMember('GET', '/api/user'), connections);
  }
  // The first sign-in took one of the address's attempts: the others, and the next one refused.
  expect({ again: callers.signInsAgain, refused: callers.signInsRefused }).toEqual({
    again: SIGN_INS_PER_ADDRESS,
    refused: 1,
  });
  expect(await callers.headersOf('member')).toEqual({});
  // Signed out until the Retry-After has passed: another ended session signs nobody in.
  const answer = await callers.send(asMember('GET', '/api/user'), connections);
  expect({ status: answer.status, failure: answer.failure, again: callers.signInsAgain }).toEqual({
    status: 401,
    failure: undefined,
    again: SIGN_INS_PER_ADDRESS,
  });
}, 300_000);
