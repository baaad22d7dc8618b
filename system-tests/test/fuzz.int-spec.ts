// The fuzz tier: a few thousand generated requests over every REST route the
// controllers declare and every GraphQL operation of the schema, against one whole running system.
// No answer may be a 5xx and no process may restart. fast-check draws the requests from FUZZ_SEED
// (each from a seed of its own, derived from FUZZ_SEED and its index). Reproduce a failure with the
// printed FUZZ_SEED (and FUZZ_REQUESTS); the failing requests are printed exactly as sent, with their
// index for FUZZ_ONLY. The run itself (what it draws, the system, the callers and their sign-ins, how a request is sent
// and judged) is fuzz-run.ts, which `npm run bench:edge` replays beside normal traffic.
import { createHash, randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { waitUntilReady } from '../../infra/local/system.mjs';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import type { FuzzRequest } from './fuzz-requests.js';
import {
  FUZZ_BATCH,
  FUZZ_CONCURRENCY,
  FUZZ_SYSTEM_ENV,
  FuzzCallers,
  fuzzConnections,
  fuzzTargets,
} from './fuzz-run.js';

const GATEWAY = fileURLToPath(new URL('../../gateway/', import.meta.url));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3_000);
/** FUZZ_ONLY=12,345 replays only those requests of the run (their index is printed on failure). */
const ONLY = process.env.FUZZ_ONLY?.split(',').map(Number);

const { routes, operations, targets, requestOf } = fuzzTargets(GATEWAY);
const generate = (index: number) => requestOf(SEED, index);

let system: TestSystem;
let callers: FuzzCallers;

const connections = fuzzConnections();

/** How many answers had each HTTP status (printed, to see the run reached past the validation). */
const statuses = new Map<number, number>();

/** Why the answer fails the fuzz tier, if it does. */
async function send(request: FuzzRequest): Promise<string | undefined> {
  const { status, failure } = await callers.send(request, connections);
  if (status > 0) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  return failure;
}

/** What to paste into a bug report: the request as sent, long values shortened. */
const printable = (request: FuzzRequest) =>
  JSON.stringify(request, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 500 ? `${value.slice(0, 200)}…(${value.length} chars)` : value,
  );

beforeAll(async () => {
  system = await startTestSystem({
    demo: true,
    env: FUZZ_SYSTEM_ENV,
  });
  callers = await new FuzzCallers(system.url, { member: system.demoMembers[0]!, admin: system.admin }).ready();
  process.stdout.write(
    `fuzz tier: FUZZ_SEED=${SEED} FUZZ_REQUESTS=${REQUESTS} (${routes.length} REST routes, ${operations.length} GraphQL operations; logs in ${system.logDir})\n`,
  );
}, 180_000);

afterAll(async () => {
  await connections.close();
  await system?.stop();
});

describe('the fuzz tier', () => {
  it('reads every route from the controllers and every operation from the schema', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/api/login', queryNames: [] },
        { method: 'GET', path: '/api/workout-units/:id', queryNames: ['unlockAll'] },
        { method: 'POST', path: '/api/admin/reviews/:id/approve', queryNames: [] },
      ]),
    );
    expect(operations.map(({ operation, field }) => `${operation} ${field.name}`)).toEqual(
      expect.arrayContaining(['query me', 'mutation login', 'mutation createSubscription']),
    );
    expect(REQUESTS).toBeGreaterThanOrEqual(targets.length);
  });

  it('draws the same requests from one seed and others from another', () => {
    // Every route and operation twice; each request is drawn alone, as FUZZ_ONLY draws it.
    const indexes = Array.from({ length: 2 * targets.length }, (_, i) => i);
    const drawn = indexes.map((index) => requestOf(SEED, index));
    expect(indexes.map((index) => requestOf(SEED, index))).toEqual(drawn);
    expect(indexes.map((index) => requestOf(SEED + 1, index))).not.toEqual(drawn);
    expect(new Set(drawn.map((request) => JSON.stringify(request))).size).toBeGreaterThan(targets.length);
  });

  it(`answers generated requests over every REST path and GraphQL operation without a 5xx or a restart`, async () => {
    const failures: string[] = [];
    // What was sent: two runs with one FUZZ_SEED print the same count and digest.
    const digest = createHash('sha256');
    let sent = 0;
    // Stops at the first restart: the requests after it would only meet the app coming back.
    const running = () => system.supervisor.crashes.length === 0;
    for (let start = 0; start < REQUESTS && running(); start += FUZZ_BATCH) {
      // Generated before any is sent: building a large body blocks this process for a while, and an
      // upload it stalls past the server's keep-alive timeout (after an early 413/415) is cut off.
      const batch = Array.from({ length: Math.min(FUZZ_BATCH, REQUESTS - start) }, (_, i) => start + i)
        .filter((index) => !ONLY || ONLY.includes(index))
        .map(generate);
      let next = 0;
      const worker = async () => {
        while (next < batch.length && running()) {
          const request = batch[next++];
          digest.update(JSON.stringify(request));
          sent += 1;
          const failure = await send(request);
          if (failure) failures.push(`FUZZ_SEED=${SEED} request ${printable(request)}\n  got ${failure}`);
        }
      };
      await Promise.all(Array.from({ length: FUZZ_CONCURRENCY }, worker));
    }

    process.stdout.write(
      `fuzz tier: ${sent} requests sent (sha256 ${digest.digest('hex').slice(0, 16)}), answers by status ${JSON.stringify(Object.fromEntries([...statuses].sort()))}, ${callers.signInsAgain} sign-ins after a session ended (${callers.signInsRefused} refused)\n`,
    );
    expect({ failures, restarts: system.supervisor.crashes }).toEqual({ failures: [], restarts: [] });
    // A dependency's ping late on the host the fuzz kept busy is a report (`isDependencyReport`): the
    // system's health is its next 200 within the time a service takes to answer again.
    const deps = await waitUntilReady(system.url, 30_000);
    expect(deps).toMatchObject({ ready: true });
  }, 1_200_000);
});
