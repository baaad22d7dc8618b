import { Readable } from 'node:stream';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { Agent, request } from 'undici';
import pino from 'pino';
import { refuseWithoutSession } from '../auth/signed-in.guard.js';
import { JSON_BODY_LIMIT_BYTES } from '../gateway.constants.js';
import { restErrorHandler } from './api-exception.filter.js';
import { apiPolicy } from './api-policy.js';
import { csrfProtection } from './csrf.js';
import { SESSION_REQUIRED } from './guarded-routes.js';
import { registerJsonBody } from './json-body.js';

const SEED = Number(process.env.FC_SEED ?? 52);
const MB = 1024 * 1024;

/**
 * The gateway's refusals of a body before its end, in the order main.ts puts them, behind an
 * awaited hook (the gateway's hooks before them await: the cookies, a poll's 304) while the body
 * keeps arriving: the CSRF check (403), the API policy (415), a member's route without a session
 * (401), and the bounds on the bytes (413: stated past the limit, or counted as they arrive).
 */
async function gateway(): Promise<{
  app: FastifyInstance;
  url: string;
  bytesRead: (probe: string) => Promise<number>;
}> {
  const app = Fastify({ bodyLimit: JSON_BODY_LIMIT_BYTES });
  app.setErrorHandler(restErrorHandler(pino({ level: 'silent' })));
  // The bytes read on each request's connection once it closed, by the request's `x-probe`.
  const read = new Map<string, number>();
  app.addHook('onRequest', (req, _reply, done) => {
    const probe = String(req.headers['x-probe']);
    req.raw.socket.once('close', () => read.set(probe, req.raw.socket.bytesRead));
    setImmediate(done);
  });
  app.addHook('onRequest', csrfProtection([]));
  app.addHook('onRequest', apiPolicy());
  app.addHook('onRequest', refuseWithoutSession);
  registerJsonBody(app);
  app.post('/api/open', async () => ({ ok: true }));
  app.post('/api/member', { config: SESSION_REQUIRED }, async () => ({ ok: true }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const bytesRead = async (probe: string) => {
    for (let waited = 0; !read.has(probe) && waited < 10_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return read.get(probe)!;
  };
  return { app, url, bytesRead };
}

const REFUSALS = [
  { name: 'CSRF (403)', path: '/api/open', headers: { origin: 'https://evil.example' }, status: 403 },
  { name: 'not JSON (415)', path: '/api/open', headers: { 'content-type': 'text/plain' }, status: 415 },
  { name: 'no session (401)', path: '/api/member', headers: {}, status: 401 },
  { name: 'too large (413)', path: '/api/open', headers: {}, status: 413 },
] as const;

describe('a body the gateway refuses before its end is never read past its refusal', () => {
  let system: Awaited<ReturnType<typeof gateway>>;
  beforeAll(async () => {
    system = await gateway();
  });
  afterAll(() => system.app.close());

  it('whatever refuses it, stated or chunked, of any size past 1 MB: read less than half a megabyte past its refusal', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: JSON_BODY_LIMIT_BYTES + 1, max: 6 * MB }), async (size) => {
        run += 1;
        const body = Buffer.alloc(size, 'a');
        const cases = REFUSALS.flatMap((refusal) => [false, true].map((chunked) => ({ refusal, chunked })));
        await Promise.all(
          cases.map(async ({ refusal, chunked }, index) => {
            const probe = `${run}-${index}`;
            const agent = new Agent({ pipelining: 0 });
            let status: number | undefined;
            try {
              const answer = await request(`${system.url}${refusal.path}`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', 'x-probe': probe, ...refusal.headers },
                // chunked: no stated length, the bytes sent as a stream
                body: chunked ? Readable.from(chunksOf(body)) : body,
                dispatcher: agent,
              });
              status = answer.statusCode;
              await answer.body.text();
            } catch {
              // the write cut after the answer: the bytes read are what this checks
            } finally {
              await agent.destroy();
            }
            if (status !== undefined) expect(status).toBe(refusal.status);
            // Where it is refused: a chunked body names no length, so only its bytes past the limit
            // tell it too large; every other refusal comes with the headers.
            const refusedAt = chunked && refusal.status === 413 ? JSON_BODY_LIMIT_BYTES : 0;
            expect((await system.bytesRead(probe)) - refusedAt).toBeLessThan(MB / 2);
          }),
        );
      }),
      { seed: SEED, numRuns: 6 },
    );
  }, 120_000);
});

async function* chunksOf(body: Buffer) {
  for (let at = 0; at < body.length; at += 64 * 1024) yield body.subarray(at, at + 64 * 1024);
}
