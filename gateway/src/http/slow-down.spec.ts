import { propertySeed } from '@reto/platform/testing';
import fc from 'fast-check';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { request } from 'undici';
import { SLOW_DOWN_MAX_MS, SLOW_DOWN_STEP_MS } from '../gateway.constants.js';
import { SPA_ROUTE } from './http.js';
import { addressKey, registerSlowDown, requestAddressKey, UNPARSABLE_ADDRESS } from './slow-down.js';

const AFTER = 5;

/**
 * A gateway's edge with the hold on floods (as main.ts registers it, counting AFTER requests),
 * trusting one proxy hop: each answer says how long its request was held (the plugin's own figure),
 * or its path's status. Its warn lines are kept.
 */
async function edge(): Promise<{ send: Send; close: () => Promise<void>; warnings: unknown[] }> {
  const warnings: unknown[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
  const app: FastifyInstance = Fastify({ trustProxy: (_address: string, hop: number) => hop < 1 });
  await registerSlowDown(app, logger, { after: AFTER, windowSeconds: 60 });
  const held = (req: { slowDown?: { delay?: number } | null }) => ({ heldMs: req.slowDown?.delay ?? 0 });
  app.get('/health/live', async (req) => held(req));
  app.post('/api/teapot', async (req, reply) => reply.code(418).send(held(req)));
  app.all(SPA_ROUTE, async (req) => held(req));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const send: Send = async (path, address, method = 'GET') => {
    const answer = await request(`${url}${path}`, { method, headers: { 'x-forwarded-for': address } });
    return { status: answer.statusCode, heldMs: ((await answer.body.json()) as { heldMs: number }).heldMs };
  };
  return { send, close: () => app.close(), warnings };
}

type Send = (path: string, address: string, method?: 'GET' | 'POST') => Promise<{ status: number; heldMs: number }>;

describe('the hold on a flood from one address', () => {
  it('holds each request past the count a step longer, up to its most, while another address is answered at once', async () => {
    const { send, close, warnings } = await edge();
    const flood = [];
    for (let i = 0; i < AFTER + 3; i += 1) flood.push(await send('/api/user', '203.0.113.7'));
    expect(flood.map(({ heldMs }) => heldMs)).toEqual(
      [0, 0, 0, 0, 0, 1, 2, 3].map((steps) => steps * SLOW_DOWN_STEP_MS),
    );
    expect(await send('/api/user', '198.51.100.1')).toEqual({ status: 200, heldMs: 0 });
    // one line for the operator when the address first passed its count, not one per request
    expect(warnings).toEqual([
      expect.objectContaining({ address: '203.0.113.7', msg: 'a client address slowed down' }),
    ]);
    await close();
  });

  it('never refuses: a held request gets its own answer, and the hold stops growing at its most', async () => {
    const { send, close } = await edge();
    const steps = SLOW_DOWN_MAX_MS / SLOW_DOWN_STEP_MS;
    let floodAnswered = false;
    const flood = Promise.all(Array.from({ length: AFTER + steps }, () => send('/api/teapot', '::1', 'POST')));
    void flood.then(() => (floodAnswered = true));
    // answered while the flood is held: another address, and the flooding address's health probe
    const others = await Promise.all([send('/api/teapot', '2001:db8::1', 'POST'), send('/health/live', '::1')]);
    expect({ others, floodAnswered }).toEqual({
      others: [
        { status: 418, heldMs: 0 },
        { status: 200, heldMs: 0 },
      ],
      floodAnswered: false,
    });
    expect((await flood).every(({ status }) => status === 418)).toBe(true);
    expect(await send('/api/teapot', '::1', 'POST')).toEqual({ status: 418, heldMs: SLOW_DOWN_MAX_MS });
    await close();
  });

  it("keeps the orchestrator's probes and the app's files out of the count, and counts every other path", async () => {
    const seed = propertySeed('paths counted', 20261201);
    await fc.assert(
      fc.asyncProperty(
        fc.webPath({ size: 'small' }).filter((path) => path.startsWith('/') && !/\.[a-z0-9]+$/i.test(path)),
        async (path) => {
          const { send, close } = await edge();
          const address = '192.0.2.9';
          const uncounted = ['/health/live', '/assets/index-3f9a.js', '/icons/icon-192.png'];
          const held = [];
          for (let i = 0; i < AFTER + 2; i += 1)
            for (const url of uncounted) held.push((await send(url, address)).heldMs);
          const answers = [];
          for (let i = 0; i <= AFTER; i += 1) answers.push(await send(path, address));
          await close();
          return held.every((ms) => ms === 0) && answers.at(-1)!.heldMs === SLOW_DOWN_STEP_MS;
        },
      ),
      { numRuns: 25, seed },
    );
  });

  it('is off at a count of 0', async () => {
    const app = Fastify();
    await registerSlowDown(app, pino({ level: 'silent' }), { after: 0, windowSeconds: 10 });
    expect(app.hasRequestDecorator('slowDown')).toBe(false);
    await app.close();
  });
});

describe('the key of a client address', () => {
  const seed = propertySeed('address keys', 20261201);
  const ipv6Parts = fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 });
  const written = (parts: number[]) => parts.map((part) => part.toString(16)).join(':');

  it('is the IPv4 address itself, however it is written (IPv4-mapped IPv6 too)', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => addressKey(ip) === ip && addressKey(`::ffff:${ip}`) === ip),
      { seed },
    );
  });

  it("is one for all of an IPv6 address's /64, and tells /64s apart", () => {
    fc.assert(
      fc.property(ipv6Parts, ipv6Parts, (a, b) => {
        const sameNetwork = [...a.slice(0, 4), ...b.slice(4)];
        expect(addressKey(written(sameNetwork))).toBe(addressKey(written(a)));
        const differs = a.slice(0, 4).some((part, i) => part !== b[i]);
        if (differs) expect(addressKey(written(b))).not.toBe(addressKey(written(a)));
      }),
      { seed },
    );
  });

  it('is one for whatever does not parse as an address', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^[\d.:a-f]*$/i.test(text)),
        (text) => addressKey(text) === UNPARSABLE_ADDRESS,
      ),
      { seed },
    );
  });

  it("is made once per request: the plugin's second ask reads no address, another request gets its own", () => {
    const keyOf = requestAddressKey();
    const reads: string[] = [];
    const requestFrom = (ip: string) =>
      ({
        get ip() {
          reads.push(ip);
          return ip;
        },
      }) as unknown as FastifyRequest;
    const first = requestFrom('::ffff:203.0.113.7');
    const second = requestFrom('2001:db8::1');
    expect([keyOf(first), keyOf(first), keyOf(second), keyOf(second)]).toEqual([
      '203.0.113.7',
      '203.0.113.7',
      '2001:db8:0:0::/64',
      '2001:db8:0:0::/64',
    ]);
    expect(reads).toEqual(['::ffff:203.0.113.7', '2001:db8::1']);
  });
});
