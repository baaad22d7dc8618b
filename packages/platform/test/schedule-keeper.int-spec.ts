import { Queue, Worker } from 'bullmq';
import { ScheduleKeeper } from '../src/queues/schedule-keeper.js';
import { PrivateRedis } from '../src/testing/private-redis.js';

const until = async (what: string, ok: () => boolean | Promise<boolean>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

let server: PrivateRedis;
let queue: Queue;
let worker: Worker;
let keeper: ScheduleKeeper;
let runs = 0;

beforeAll(async () => {
  server = await PrivateRedis.start();
  const connection = { url: server.url, maxRetriesPerRequest: null };
  queue = new Queue('reminders', { connection, prefix: 'keeper' });
  // the queue, like every app's, reports a lost connection as an event, not a crash
  queue.on('error', () => undefined);
  worker = new Worker(
    'reminders',
    async () => {
      runs += 1;
    },
    { connection, prefix: 'keeper' },
  );
  worker.on('error', () => undefined);
  // a fast timer, so the test need not wait the production minute
  keeper = new ScheduleKeeper(1_000);
});

afterAll(async () => {
  keeper?.stop();
  await worker?.close(true);
  await queue?.close();
  await server?.stop();
});

describe('a repeating job whose Redis restarts empty', () => {
  it('is declared again when the connection comes back and runs again; a schedule removed behind its back comes back on the timer', async () => {
    await keeper.keep(queue, { scheduler: 'daily-reminders', job: 'remind', every: 300 });
    await until('the first runs', () => runs >= 2);
    expect(await keeper.check()).toBe('ok');

    await server.stop();
    expect(await keeper.check()).toBe('fail');
    await server.start();
    const before = runs;
    await until('a run after the restart', () => runs > before);
    expect(await queue.getJobScheduler('daily-reminders')).toMatchObject({ every: 300, name: 'remind' });

    await queue.removeJobScheduler('daily-reminders');
    expect(await keeper.check()).toBe('fail');
    await until('the schedule declared again', async () => (await keeper.check()) === 'ok', 5_000);
  });
});
