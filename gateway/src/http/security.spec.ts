import Fastify from 'fastify';
import type { GatewayConfig } from '../gateway.config.js';
import { answerHeaders } from './security.js';

const app = Fastify();
app.addHook('onSend', answerHeaders({ NODE_ENV: 'production' } as GatewayConfig));
app.get('/page', (_req, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><p>hola</p>'));
app.get('/app.js', (_req, reply) => reply.type('text/javascript').send('console.log(1)'));
app.get('/api/x', async () => ({ ok: true }));
app.get('/api/own', (_req, reply) => reply.header('cross-origin-resource-policy', 'cross-origin').send({ ok: true }));
// a poll answered "not modified" before any GraphQL ran: no body, no type
app.get('/graphql', (_req, reply) => reply.code(304).header('etag', 'W/"x"').send());
app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: 'Ruta no encontrada.', code: 'http_404' }));

let url: string;
beforeAll(async () => {
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

const headersOf = async (path: string) => {
  const res = await fetch(`${url}${path}`);
  await res.arrayBuffer();
  return res.headers;
};
const bytesOf = (headers: Headers) =>
  [...headers].reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);

describe('answerHeaders', () => {
  it('gives a page and any other file helmet’s whole set (the CSP of the embeds and Stripe)', async () => {
    for (const path of ['/page', '/app.js']) {
      const headers = await headersOf(path);
      expect(headers.get('content-security-policy')).toContain('frame-src https://www.youtube-nocookie.com');
      expect(headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it("gives a JSON answer, a JSON refusal and GraphQL's 304 the set that applies to data, in far fewer bytes", async () => {
    const page = await headersOf('/page');
    for (const path of ['/api/x', '/api/nope', '/graphql']) {
      const headers = await headersOf(path);
      expect(
        Object.fromEntries([...headers].filter(([name]) => !/^(content-|date|connection|keep-alive|etag)/.test(name))),
      ).toEqual({
        'x-content-type-options': 'nosniff',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-resource-policy': 'same-origin',
      });
      expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(bytesOf(headers)).toBeLessThan(bytesOf(page) / 2);
    }
  });

  it('keeps a header the route set itself', async () => {
    expect((await headersOf('/api/own')).get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});
