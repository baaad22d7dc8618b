import { randomUUID } from 'node:crypto';
import { connect as tcpConnect, createServer, type Server, type Socket } from 'node:net';
import { createLogger, RedisConnections } from '@reto/platform';
import { loadGatewayConfig } from '../src/gateway.config.js';
import { createLiveEmitter, publishLive, type LiveEmitter } from '../src/live/live-emitter.js';

/**
 * The live emitter on the real Redis, through a proxy that hands Redis's answers back late (as a
 * replica whose event loop is busy with its subscribers reads them late): a live event's publish
 * waits for the answer instead of failing at the caches' deadline, so the event is neither refused
 * to JetStream (and sent again) nor late for the members.
 */
const ANSWER_DELAY_MS = 600;
const config = loadGatewayConfig({
  ...process.env,
  REDIS_PREFIX: `live-${randomUUID().slice(0, 8)}`,
  REDIS_COMMAND_TIMEOUT_MS: '200',
});
const sockets = new Set<Socket>();
let proxy: Server;
let connections: RedisConnections;
let emitter: LiveEmitter;

/** A TCP proxy to Redis that passes each of Redis's answers on ANSWER_DELAY_MS late. */
async function slowAnswers(redisUrl: string): Promise<{ server: Server; url: string }> {
  const target = new URL(redisUrl);
  const server = createServer((client) => {
    const upstream = tcpConnect(Number(target.port || 6379), target.hostname);
    for (const end of [client, upstream]) {
      sockets.add(end);
      end.on('error', () => undefined);
      end.on('close', () => sockets.delete(end));
    }
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => setTimeout(() => client.write(chunk), ANSWER_DELAY_MS));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(redisUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as { port: number }).port);
  return { server, url: url.toString() };
}

beforeAll(async () => {
  const slow = await slowAnswers(config.REDIS_URL);
  proxy = slow.server;
  connections = new RedisConnections({ ...config, REDIS_URL: slow.url }, 'gateway', createLogger('test', 'silent'));
  emitter = await createLiveEmitter({ ...config, REDIS_URL: slow.url }, connections);
});

afterAll(async () => {
  connections.onApplicationShutdown();
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
});

it('publishes a live event whose answer comes after the caches’ deadline, once, to the subscriber', async () => {
  const received: unknown[] = [];
  await new Promise<void>((resolve) =>
    emitter.on(
      'community/group/2026-12-28',
      (message, done) => {
        received.push(message.payload);
        done();
      },
      () => resolve(),
    ),
  );

  await expect(publishLive(emitter, 'community/group/2026-12-28', { post: 'p1' })).resolves.toBeUndefined();
  await new Promise((resolve) => setTimeout(resolve, 2 * ANSWER_DELAY_MS));
  expect(received).toEqual([{ post: 'p1' }]);
});
