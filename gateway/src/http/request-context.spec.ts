import Fastify from 'fastify';
import { pino } from 'pino';
import { registerRequestContext, requestIdFor } from './request-context.js';

const app = Fastify({ genReqId: requestIdFor });
registerRequestContext(app, pino({ level: 'silent' }));
// What a handler passes to its NATS calls: the request's own id.
app.get('/api/x', async (req) => ({ requestId: req.id }));

let url: string;
beforeAll(async () => {
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** Over real HTTP, as csrf.spec does. */
const ask = async (headers: Record<string, string> = {}) => {
  const res = await fetch(`${url}/api/x`, { headers });
  const { requestId } = (await res.json()) as { requestId: string };
  return { answered: res.headers.get('x-request-id'), handled: requestId };
};

describe('a request id', () => {
  it("is the caller's x-request-id when it is well-formed, answered in the same header and handed to the handler", async () => {
    expect(await ask({ 'x-request-id': 'checkout-7f3a.b_2' })).toEqual({
      answered: 'checkout-7f3a.b_2',
      handled: 'checkout-7f3a.b_2',
    });
  });

  it('is a new one for each request that brings none, or one that is malformed, too short or too long', async () => {
    const given: Array<Record<string, string>> = [
      {},
      {},
      { 'x-request-id': 'short' },
      { 'x-request-id': 'spaces are not allowed' },
      { 'x-request-id': 'x'.repeat(101) },
    ];
    const ids = await Promise.all(given.map((headers) => ask(headers)));
    for (const { answered, handled } of ids) {
      expect(answered).toMatch(/^[0-9a-f-]{36}$/);
      expect(handled).toBe(answered);
    }
    expect(new Set(ids.map(({ answered }) => answered)).size).toBe(given.length);
  });
});

describe("a request's log line", () => {
  /** The statuses of the lines a gateway logging at `level` writes for answers of these statuses. */
  async function loggedStatuses(level: string, statuses: number[]): Promise<number[]> {
    const lines: string[] = [];
    const logged = Fastify({ genReqId: requestIdFor });
    registerRequestContext(logged, pino({ level }, { write: (line: string) => void lines.push(line) }));
    logged.get('/api/status/:status', async (req, reply) =>
      reply.code(Number((req.params as { status: string }).status)).send({}),
    );
    // Over real HTTP, as above.
    const base = await logged.listen({ port: 0, host: '127.0.0.1' });
    for (const status of statuses) await (await fetch(`${base}/api/status/${status}`, { redirect: 'manual' })).text();
    await logged.close();
    return lines.map((line) => (JSON.parse(line) as { status: number }).status);
  }

  it('is written at info for answers, server errors and the refusals an operator reads (401, 403, 429)', async () => {
    const statuses = [200, 204, 302, 401, 403, 429, 500, 503];
    expect(await loggedStatuses('info', statuses)).toEqual(statuses);
  });

  it("is written at debug only for a client's other refusals, so a flood of malformed requests writes none at info", async () => {
    const refusals = [400, 404, 405, 409, 413, 415, 422, 431];
    expect(await loggedStatuses('info', refusals)).toEqual([]);
    expect(await loggedStatuses('debug', refusals)).toEqual(refusals);
  });

  it('is written at debug for "not modified" (the unchanged poll, most of a member\'s requests)', async () => {
    expect(await loggedStatuses('info', [304, 200])).toEqual([200]);
    expect(await loggedStatuses('debug', [304])).toEqual([304]);
  });
});
