import Fastify from 'fastify';
import { csrfProtection } from './csrf.js';

const app = Fastify();
app.addHook('onRequest', csrfProtection(['https://app.reto.example']));
app.route({ method: ['GET', 'POST', 'DELETE'], url: '/api/x', handler: async () => ({ ok: true }) });

let url: string;
beforeAll(async () => {
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** Over real HTTP (the server's own origin is its listening address). */
const run = async (method: 'GET' | 'POST' | 'DELETE', headers: Record<string, string>) => {
  const res = await fetch(`${url}/api/x`, { method, headers });
  return { passed: res.status === 200, status: res.status === 200 ? undefined : res.status };
};

describe('csrfProtection', () => {
  it('lets safe methods, same-origin, allow-listed and non-browser requests through', async () => {
    expect((await run('GET', { origin: 'https://evil.example' })).passed).toBe(true);
    expect((await run('POST', { origin: url })).passed).toBe(true);
    expect((await run('POST', { origin: 'https://app.reto.example' })).passed).toBe(true);
    expect((await run('POST', {})).passed).toBe(true);
    expect((await run('POST', { 'sec-fetch-site': 'same-origin' })).passed).toBe(true);
  });

  it('refuses a state-changing request from a foreign page with 403', async () => {
    expect(await run('POST', { origin: 'https://evil.example' })).toEqual({ passed: false, status: 403 });
    expect(await run('DELETE', { 'sec-fetch-site': 'cross-site' })).toEqual({ passed: false, status: 403 });
    expect(await run('POST', { origin: 'null' })).toEqual({ passed: false, status: 403 });
  });
});
