import { Worker } from 'bullmq';
import { baseConfigSchema } from '../src/config.js';
import { ErrorCodes } from '@reto/contracts';
import { DomainError } from '../src/errors.js';
import { queuePrefix, QueueProducers, QueueWorkerConnection } from '../src/queues/queues.module.js';
import { PrivateRedis } from '../src/testing/private-redis.js';

/** What a request would see: the outcome, or `hung` when nothing came back in `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise.then(
      () => ({ added: true }),
      (error: unknown) => ({ refused: error instanceof DomainError ? error.body.code : String(error) }),
    ),
    new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), ms).unref()),
  ]);

const QUEUE = 'mail';
let server: PrivateRedis;
let producers: QueueProducers;
let workerConnection: QueueWorkerConnection;
let worker: Worker;
const worked: string[] = [];

beforeAll(async () => {
  server = await PrivateRedis.start();
  const config = baseConfigSchema.parse({ REDIS_URL: server.url, REDIS_PREFIX: 'producers' });
  producers = new QueueProducers(config, 'identity');
  // the worker as the services run it: on QueuesModule's connection, which waits for Redis (BullMQ requires it)
  workerConnection = new QueueWorkerConnection(config, 'identity');
  worker = new Worker(QUEUE, async (job) => void worked.push(job.name), {
    connection: workerConnection.redis,
    prefix: queuePrefix('producers', 'identity'),
  });
  worker.on('error', () => undefined);
});

afterAll(async () => {
  server?.resume();
  await producers?.onApplicationShutdown();
  await worker?.close(true);
  workerConnection?.onApplicationShutdown();
  await server?.stop();
});

const workedOn = async (name: string) => {
  const deadline = Date.now() + 30_000;
  while (!worked.includes(name) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return worked.includes(name);
};

// 5 s: ten times the default command timeout, far less than the outage a request would otherwise wait out
describe('a request handing a job to a queue', () => {
  it('is refused at once with "puede que se haya guardado" while Redis is down, and hands jobs over again when it is back', async () => {
    expect(await within(producers.add(QUEUE, 'before', {}), 5_000)).toEqual({ added: true });
    expect(await workedOn('before')).toBe(true);

    await server.stop();
    expect(await within(producers.add(QUEUE, 'while-down', {}), 5_000)).toEqual({ refused: ErrorCodes.outcomeUnknown });

    await server.start();
    let after = await within(producers.add(QUEUE, 'after', {}), 5_000);
    const deadline = Date.now() + 30_000;
    while ('refused' in (after as object) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await within(producers.add(QUEUE, 'after', {}), 5_000);
    }
    expect(after).toEqual({ added: true });
    // the worker waited for Redis and works again
    expect(await workedOn('after')).toBe(true);
  });

  it('is refused after the command timeout while Redis hangs, instead of waiting for the hang', async () => {
    server.pause();
    try {
      expect(await within(producers.add(QUEUE, 'while-hung', {}), 5_000)).toEqual({
        refused: ErrorCodes.outcomeUnknown,
      });
    } finally {
      server.resume();
    }
    expect(await within(producers.add(QUEUE, 'after-hang', {}), 5_000)).toEqual({ added: true });
    expect(await workedOn('after-hang')).toBe(true);
  });
});
