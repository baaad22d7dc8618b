import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Agent, fetch, type Dispatcher } from 'undici';
import { FreshAfterPause } from './connections.js';

/**
 * A server in a process of its own, so that it closes idle connections while this one is blocked:
 * keep-alive 3 s (it tells clients `timeout=3` and closes after 4 s), /drop closes the connection
 * without an answer, /connections counts the connections it accepted.
 */
const serverCode = `
  import { createServer } from 'node:http';
  let connections = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url === '/drop') return req.socket.destroy();
      res.end(req.url === '/connections' ? String(connections) : 'ok');
    });
  });
  server.on('connection', () => connections++);
  server.keepAliveTimeout = 3000;
  server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

let server: ChildProcess;
let url: string;

beforeAll(async () => {
  server = spawn(process.execPath, ['--input-type=module', '-e', serverCode], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [port] = (await once(server.stdout!, 'data')) as [Buffer];
  url = `http://127.0.0.1:${port.toString().trim()}`;
});

afterAll(() => server.kill());

/** Four requests at once, as the fuzz tier sends them: each answer's status, or why there was none. */
const fourAtOnce = (dispatcher: Dispatcher) =>
  Promise.all(
    Array.from({ length: 4 }, async () => {
      try {
        const res = await fetch(`${url}/`, { dispatcher, method: 'POST', body: 'x' });
        await res.text();
        return res.status;
      } catch (error) {
        return (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
      }
    }),
  );

/** This process busy (a starved test process, or one building a large batch) for `ms`: no timer, no I/O. */
const blockFor = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

const connectionsAccepted = async () => Number(await (await fetch(`${url}/connections`)).text());

describe('FreshAfterPause', () => {
  it('sends the requests after a pause over new connections, where plain keep-alive meets connections the server closed', async () => {
    const plain = new Agent({ keepAliveTimeout: 1_000, keepAliveMaxTimeout: 1_000 });
    const fresh = new FreshAfterPause(1_000);
    expect(await fourAtOnce(plain)).toEqual([200, 200, 200, 200]);
    expect(await fourAtOnce(fresh)).toEqual([200, 200, 200, 200]);
    // Something else is awaited (the fuzz tier signs in again), then the process is busy past the server's close.
    await (await fetch(`${url}/`)).text();
    // 3 s past the server's close, so that a starved server process has still closed them by then.
    blockFor(7_000);

    expect(await fourAtOnce(plain)).toEqual(Array(4).fill('other side closed'));
    expect(await fourAtOnce(fresh)).toEqual([200, 200, 200, 200]);
    await Promise.all([plain.close(), fresh.close()]);
  }, 30_000);

  it('keeps reusing its connections while requests follow each other', async () => {
    const fresh = new FreshAfterPause(1_000);
    const before = await connectionsAccepted();
    for (let i = 0; i < 10; i++) expect(await (await fetch(`${url}/`, { dispatcher: fresh })).text()).toBe('ok');
    // One connection for ten requests one after the other (and one more for the count itself).
    expect((await connectionsAccepted()) - before).toBe(2);
    await fresh.close();
  });

  it('still fails a request that gets no answer (nothing is retried)', async () => {
    const fresh = new FreshAfterPause(1_000);
    await expect(fetch(`${url}/drop`, { dispatcher: fresh, method: 'POST', body: 'x' })).rejects.toThrow(
      'fetch failed',
    );
    await fresh.close();
  });
});
