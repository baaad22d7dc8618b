import { request, type ClientRequest } from 'node:http';
import { connect } from 'node:net';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SESSION_COOKIE } from '../../gateway/src/gateway.constants.js';
import { GatewayCopy } from '../../gateway/src/gateway.copy.js';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
}, 120_000);

afterAll(async () => {
  await system?.stop();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const answerOf = (req: ClientRequest) =>
  new Promise<Answer>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
  });

/** The route table the gateway logged at its start (Fastify's own `onRoute`, every route it serves). */
async function routeTable(): Promise<Array<{ method: string; url: string }>> {
  const log = await readFile(join(system.logDir, 'gateway.log'), 'utf8');
  const line = log.split('\n').find((text) => text.includes('"gateway.routes"'));
  if (!line) throw new Error('the gateway logged no route table');
  const { routes } = JSON.parse(line) as { routes: Array<{ method: string | string[]; url: string }> };
  return routes.flatMap(({ method, url }) =>
    (Array.isArray(method) ? method : [method]).map((m) => ({ method: m, url })),
  );
}

const MB = 1024 * 1024;

/**
 * Over a raw socket: a JSON POST to `path` whose head states `statedBytes` (or, `chunked`, no
 * length), then `pieces` of its body and nothing more. Resolves with what came back before the
 * gateway ended the connection, or `undefined` if it had not after 20 s (it was waiting for the
 * rest of the body; a client that reused it would have waited for its next answer).
 */
function unfinishedPost(path: string, statedBytes: number, chunked: boolean, pieces: readonly Buffer[]) {
  const { hostname, port } = new URL(system.url);
  const socket = connect(Number(port), hostname);
  const answer = new Promise<string | undefined>((resolve) => {
    const received: Buffer[] = [];
    const timer = setTimeout(() => (socket.destroy(), resolve(undefined)), 20_000);
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => undefined);
    socket.on('end', () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(received).toString('latin1'));
    });
  });
  const length = chunked ? 'transfer-encoding: chunked' : `content-length: ${statedBytes}`;
  socket.write(`POST ${path} HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\n${length}\r\n\r\n`);
  for (const piece of pieces)
    socket.write(
      chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece,
    );
  return answer;
}

describe('a large GraphQL body is refused on the bytes received, and the gateway keeps answering', () => {
  /** A GraphQL body that is all document: one mutation of repeated arguments (the old 8 s stall). */
  const repeatedArguments = (bytes: number) => {
    const head = '{"query":"mutation { login(input: { ';
    return Buffer.from(`${head}${'username: 1, '.repeat(Math.ceil((bytes - head.length) / 12))}`.slice(0, bytes));
  };

  it.each([
    ['a 5 MB body of its stated length', 5 * 1024 * 1024, false],
    ['a chunked 6 MB body (no stated length)', 6 * 1024 * 1024, true],
  ])(
    'answers %s with 413 in Spanish before the body has all been sent; /health/live answers meanwhile',
    async (_what, size, chunked) => {
      const big = request(`${system.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(size) }) },
      });
      const answer = answerOf(big);
      answer.catch(() => undefined);
      // Two megabytes of it, and the request left open: the rest is never sent.
      const body = repeatedArguments(2 * 1024 * 1024);
      for (let at = 0; at < body.length; at += 64 * 1024) big.write(body.subarray(at, at + 64 * 1024));
      try {
        const health = await fetch(`${system.url}/health/live`);
        expect(health.status).toBe(200);
        const refused = await answer;
        expect(refused.status).toBe(413);
        expect(JSON.parse(refused.body)).toMatchObject({ message: GatewayCopy.http.byStatus[413] });
        // Answered while the big request was still in flight (its body never ended).
        expect(big.writableEnded).toBe(false);
        expect((await fetch(`${system.url}/health/live`)).status).toBe(200);
      } finally {
        big.destroy();
      }
    },
    60_000,
  );
});

describe('a refused upload ends its connection once the answer is written', () => {
  /** A JSON POST stating 6 MB (or chunked) of which 2 MB arrive, the rest never sent (`unfinishedPost`). */
  const refusedUpload = (path: string, chunked: boolean) => {
    const piece = Buffer.from(`{"query":"${'x'.repeat(64 * 1024)}`);
    return unfinishedPost(
      path,
      6 * MB,
      chunked,
      Array.from({ length: Math.ceil((2 * MB) / piece.length) }, () => piece),
    );
  };

  it.each([
    ['GraphQL, its stated length over the limit', '/graphql', false],
    ['GraphQL, chunked', '/graphql', true],
    ['a REST route, its stated length over the limit', '/api/login', false],
  ])(
    '%s: 413 with Connection: close, then the gateway ends the connection',
    async (_what, path, chunked) => {
      const answer = await refusedUpload(path, chunked);
      expect(answer?.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    },
    60_000,
  );
});

describe('a body stated past its limit is refused before the rest of it is read, and its connection closed', () => {
  /** A JSON POST stating 5 MB (or chunked) of which only `sent` arrives (`unfinishedPost`). */
  const statedFiveMegabytes = (path: string, sent: Buffer, chunked = false) =>
    unfinishedPost(path, 5 * MB, chunked, [sent]);
  /** A GraphQL body's first 256 KB: a document, then a photo-like string under another operation's variables. */
  const photoUnderAnotherQuery = Buffer.from(
    `{"query":"{ reviews { total } }","variables":{"photo":"data:image/png;base64,${'QUFB'.repeat(64 * 1024)}`,
  );
  /** A PNG's first bytes: its signature and the head of its first chunk (IHDR). */
  const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  /** The review form's document, then a photo as a data URL of these bytes (the start of a body). */
  const reviewWithPhoto = (photo: Buffer) =>
    Buffer.from(
      `{"query":"mutation($input: SubmitReviewInput!) { submitReview(input: $input) { id } }","variables":{"input":{"photo":"data:image/png;base64,${photo.toString('base64')}`,
    );
  /** A GraphQL body's first 256 KB: a document that is all repeated arguments. */
  const repeatedArguments = Buffer.from(`{"query":"mutation { login(input: { ${'username: 1, '.repeat(21_000)}`);

  it.each([
    ['GraphQL, a photo-like string under a query that is not the review form', '/graphql', photoUnderAnotherQuery],
    [
      "GraphQL, the review form's document then a photo as a data URL",
      '/graphql',
      reviewWithPhoto(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(192 * 1024)])),
    ],
    ['GraphQL, a document of repeated arguments', '/graphql', repeatedArguments],
    ['a REST route, none of the body sent', '/api/login', Buffer.alloc(0)],
  ])(
    '%s: 413 in Spanish with Connection: close, the connection ended with the rest never sent; /health/live answers meanwhile',
    async (_what, path, sent) => {
      const answer = statedFiveMegabytes(path, sent);
      expect((await fetch(`${system.url}/health/live`)).status).toBe(200);
      const text = await answer;
      expect(text?.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
      expect(text).toMatch(/\r\nconnection: close\r\n/i);
      expect(JSON.parse(text!.slice(text!.indexOf('\r\n\r\n') + 4))).toMatchObject({
        message: GatewayCopy.http.byStatus[413],
      });
    },
    60_000,
  );

  it('refuses a chunked review carrying its photo as a data URL once it passes 1 MB, the rest never read', async () => {
    // 1.25 MB of a PNG's data URL under the review form's own document, 5 MB announced by nothing.
    const head = reviewWithPhoto(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(192 * 1024)]));
    const answer = unfinishedPost('/graphql', 5 * MB, true, [
      head,
      ...Array.from({ length: 4 }, () => Buffer.alloc(256 * 1024, 'A')),
    ]);
    expect((await fetch(`${system.url}/health/live`)).status).toBe(200);
    const text = await answer;
    expect(text?.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(text!.slice(text!.indexOf('\r\n\r\n') + 4))).toMatchObject({
      message: GatewayCopy.http.byStatus[413],
    });
  }, 60_000);

  it('refuses a review past 1 MB carrying its photo as a data URL with the plain 413, as any other body', async () => {
    const body = JSON.stringify({
      query: 'mutation($input: SubmitReviewInput!) { submitReview(input: $input) { id status } }',
      variables: {
        input: {
          rating: 5,
          body: 'Las rutinas son claras.',
          name: 'Rocío D.',
          email: 'rocio.foto@example.com',
          photo: `data:image/png;base64,${Buffer.concat([PNG_SIGNATURE, Buffer.alloc(1.2 * MB)]).toString('base64')}`,
        },
      },
    });
    expect(body.length).toBeGreaterThan(1.5 * MB);
    const res = await fetch(`${system.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: GatewayCopy.http.byStatus[413] });
  }, 60_000);
});

describe('every state-changing /api route judged as the route Fastify matched, never as the raw URL', () => {
  const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
  /** The spellings of one path that a router may read as the same route. */
  const variantsOf = (path: string): string[] => {
    const segments = path.split('/');
    const last = segments.length - 1;
    const encodeFirstLetter = (segment: string) =>
      segment.replace(/[a-z]/i, (letter) => `%${letter.charCodeAt(0).toString(16)}`);
    return [
      ...segments.map((segment, index) =>
        index === 0 || !/[a-z]/i.test(segment)
          ? undefined
          : segments.map((s, i) => (i === index ? encodeFirstLetter(s) : s)).join('/'),
      ),
      `/${path}`,
      path.replace('/api/', '/api//'),
      `${segments.slice(0, last).join('/')}//${segments[last]}`,
      path.replace('/api/', '/API/'),
      path.toUpperCase(),
      segments.map((s, i) => (i === last ? s.toUpperCase() : s)).join('/'),
    ].filter((variant): variant is string => variant !== undefined && variant !== path);
  };
  const send = async (method: string, path: string, form: boolean) => {
    const res = await fetch(`${system.url}${path}`, {
      method,
      headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      body: form ? 'timezone=Europe%2FMadrid&a=1' : undefined,
    });
    return { status: res.status, cacheControl: res.headers.get('cache-control'), body: await res.text() };
  };

  it('refuses a percent-encoded, doubled-slash or case variant of each, or answers it exactly as the route', async () => {
    const routes = (await routeTable()).filter((route) => route.url.startsWith('/api/') || route.url === '/graphql');
    const changing = routes.filter((route) => STATE_CHANGING.has(route.method));
    expect(changing.length).toBeGreaterThan(20);
    const reading = routes.filter((route) => route.method === 'GET');
    const differences: unknown[] = [];
    let sent = 0;
    for (const { method, url } of [...changing, ...reading]) {
      const path = url.replace(/:[^/]+/g, 'x');
      const form = method !== 'GET';
      const canonical = await send(method, path, form);
      for (const variant of variantsOf(path)) {
        const answer = await send(method, variant, form);
        sent += 1;
        const refused = answer.status === 404 && answer.cacheControl === 'no-store';
        if (!refused && JSON.stringify(answer) !== JSON.stringify(canonical)) {
          differences.push({ method, variant, answer, canonical });
        }
      }
    }
    expect(sent).toBeGreaterThan(changing.length * 5);
    expect(differences).toEqual([]);
  }, 300_000);
});

describe('a JSON body of too many tokens is refused on every route before it is parsed', () => {
  /** 700 KB of `{},`: under the 1 MB limit, ~240 000 tokens (`JSON.parse` spends ~100 ms on it). */
  const seaOfTokens = `{"a":[${'{},'.repeat(240_000)}{}]}`;

  it('answers 413 in Spanish on each state-changing JSON route of the route table (GraphQL included)', async () => {
    expect(seaOfTokens.length).toBeLessThan(1024 * 1024);
    const routes = (await routeTable()).filter(
      (route) =>
        (route.url.startsWith('/api/') || route.url === '/graphql') &&
        ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) &&
        !route.url.startsWith('/api/webhooks/'),
    );
    expect(routes.length).toBeGreaterThan(20);
    const answers = [];
    for (const { method, url } of routes) {
      const res = await fetch(`${system.url}${url.replace(/:[^/]+/g, 'x')}`, {
        method,
        // With a session token (a made-up one): a member's route refuses a request without any
        // with its 401 on arrival, before the body; with one, the body is read and judged first.
        headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${'f'.repeat(43)}` },
        body: seaOfTokens,
      });
      answers.push({ method, url, status: res.status, body: await res.json() });
    }
    expect(answers).toEqual(
      routes.map(({ method, url }) => ({
        method,
        url,
        status: 413,
        body: { message: GatewayCopy.http.byStatus[413], code: 'http_413' },
      })),
    );
  }, 120_000);
});

describe('a REST body of too many tokens is refused as it arrives, the rest never read', () => {
  /**
   * A sign-in stating 900 KB (under the 1 MB limit) or chunked, of which 256 KB of `{},` arrive
   * (some 85,000 tokens) and nothing more (`unfinishedPost`).
   */
  const tokensThenSilence = (chunked: boolean) =>
    unfinishedPost('/api/login', 900 * 1024, chunked, [Buffer.from(`{"username":[${'{},'.repeat(85_000)}`)]);

  it.each([
    ['stated under the limit', false],
    ['chunked', true],
  ])(
    '%s: 413 in Spanish with Connection: close, the connection ended',
    async (_what, chunked) => {
      const answer = await tokensThenSilence(chunked);
      expect(answer?.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(JSON.parse(answer!.slice(answer!.indexOf('\r\n\r\n') + 4))).toEqual({
        message: GatewayCopy.http.byStatus[413],
        code: 'http_413',
      });
    },
    60_000,
  );
});
