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
