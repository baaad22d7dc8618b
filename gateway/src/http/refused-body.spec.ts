import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
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
import { DRAINED_BODY_MAX_BYTES } from './refused-body.js';
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
  connections: () => number;
}> {
  const app = Fastify({ bodyLimit: JSON_BODY_LIMIT_BYTES });
  let connections = 0;
  app.server.on('connection', () => (connections += 1));
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
  return { app, url, bytesRead, connections: () => connections };
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

describe('a small body refused before it was read keeps its connection', () => {
  let system: Awaited<ReturnType<typeof gateway>>;
  beforeAll(async () => {
    system = await gateway();
  });
  afterAll(() => system.app.close());

  it('whatever refuses it, of any stated size up to DRAINED_BODY_MAX_BYTES: the next requests go on the same connection', async () => {
    const refusedBeforeRead = REFUSALS.filter((refusal) => refusal.status !== 413);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            refusal: fc.constantFrom(...refusedBeforeRead),
            size: fc.integer({ min: 2, max: DRAINED_BODY_MAX_BYTES }),
          }),
          { minLength: 2, maxLength: 6 },
        ),
        async (sent) => {
          const before = system.connections();
          const connection = await HttpConnection.open(system.url);
          try {
            for (const { refusal, size } of sent) {
              const headers = { 'content-type': 'application/json', ...refusal.headers };
              // The length stated and one byte sent with the headers, the rest after the answer:
              // refused before its body arrived, as over a real network.
              const answer = await connection.send('POST', refusal.path, headers, size);
              expect(answer.status).toBe(refusal.status);
              expect(answer.headers.connection).not.toBe('close');
            }
            expect(connection.closedByServer).toBe(false);
            expect(system.connections() - before).toBe(1);
          } finally {
            connection.close();
          }
        },
      ),
      { seed: SEED, numRuns: 20 },
    );
  });
});

/** One HTTP/1.1 connection, by hand: a request's body is sent after its answer came. */
class HttpConnection {
  closedByServer = false;
  private received = Buffer.alloc(0);
  private waiting: (() => void) | undefined;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.waiting?.();
    });
    socket.on('end', () => {
      this.closedByServer = true;
      this.waiting?.();
    });
  }

  static async open(url: string): Promise<HttpConnection> {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    await once(socket, 'connect');
    return new HttpConnection(socket);
  }

  /** Sends the head and the body's first byte, reads the whole answer, then sends the rest of the `size` bytes. */
  async send(method: string, path: string, headers: Record<string, string>, size: number) {
    const lines = Object.entries({ host: 'localhost', ...headers, 'content-length': String(size) });
    this.socket.write(`${method} ${path} HTTP/1.1\r\n${lines.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n[`);
    const answer = await this.answer();
    this.socket.write(Buffer.alloc(size - 1, 'a'));
    return answer;
  }

  close(): void {
    this.socket.destroy();
  }

  private async answer(): Promise<{ status: number; headers: Record<string, string> }> {
    for (;;) {
      const headEnd = this.received.indexOf('\r\n\r\n');
      if (headEnd >= 0) {
        const [statusLine, ...headerLines] = this.received.subarray(0, headEnd).toString('latin1').split('\r\n');
        const headers = Object.fromEntries(
          headerLines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        );
        const end = headEnd + 4 + Number(headers['content-length'] ?? 0);
        if (this.received.length >= end) {
          this.received = this.received.subarray(end);
          return { status: Number(statusLine!.split(' ')[1]), headers };
        }
      }
      if (this.closedByServer) throw new Error('the connection ended before the answer');
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
  }
}

async function* chunksOf(body: Buffer) {
  for (let at = 0; at < body.length; at += 64 * 1024) yield body.subarray(at, at + 64 * 1024);
}
