// Graceful shutdown drains (issue 26, point 5): a rolling restart of identity and challenge under
// load, each in turn as an orchestrator would do it: a second replica joins the queue group, the
// old one gets SIGTERM (it leaves the group, finishes what it holds and exits), it is started
// again, and the extra replica is stopped the same way. Not one request fails.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { GatewayClient } from '@reto/platform/testing';
import { appEnv, ROOT } from '../../infra/local/system.mjs';
import { freePort, startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';

const ROLLED = ['identity', 'challenge'] as const;
let system: TestSystem;
const metricsPorts: Record<string, number> = {};

const inQueueGroup = async (port: number) => {
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`http://127.0.0.1:${port}/metrics`).then(
      (res) => res.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`the replica with metrics on :${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** SIGTERM, and the exit that follows it (SIGKILL only if it never comes). */
const terminate = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });

beforeAll(async () => {
  for (const app of ROLLED) metricsPorts[app] = await freePort();
  system = await startTestSystem({
    demo: true,
    env: Object.fromEntries(ROLLED.map((app) => [`${app.toUpperCase()}_METRICS_PORT`, String(metricsPorts[app])])),
  });
}, 150_000);

afterAll(async () => {
  await system?.stop();
});

it('a rolling restart of identity and challenge under load: every request answered', async () => {
  const demo = system.demoMembers[0]!;
  const member = GatewayClient.fromOwnAddress(system.url);
  const credentials = { username: demo.email, password: demo.password };
  expect((await member.rest('POST', '/api/login', credentials)).status).toBe(200);

  const answers: Array<{ path: string; status: number }> = [];
  let running = true;
  const loop = (call: () => Promise<{ status: number }>, path: string) => async () => {
    while (running) answers.push({ path, status: (await call()).status });
  };
  const reader = loop(() => member.rest('GET', '/api/challenge-day'), 'GET /api/challenge-day');
  // A sign-in is a command on identity (a new session each time): it is never sent twice.
  const signer = loop(
    () => GatewayClient.fromOwnAddress(system.url).rest('POST', '/api/login', credentials),
    'POST /api/login',
  );
  const load = [...Array.from({ length: 6 }, () => reader()), ...Array.from({ length: 2 }, () => signer())];

  for (const app of ROLLED) {
    const port = await freePort();
    const extra = spawn(process.execPath, [join(ROOT, `services/${app}/dist/main.js`)], {
      env: appEnv(app, { ...system.base, [`${app.toUpperCase()}_METRICS_PORT`]: String(port) }),
      stdio: 'ignore',
    });
    await inQueueGroup(port);
    await system.supervisor.stop(app);
    system.supervisor.start(app);
    await inQueueGroup(metricsPorts[app]!);
    await terminate(extra);
  }
  running = false;
  await Promise.all(load);

  const count = (path: string) => answers.filter((answer) => answer.path === path).length;
  process.stdout.write(
    `rolling restart: ${count('GET /api/challenge-day')} reads, ${count('POST /api/login')} sign-ins\n`,
  );
  expect(count('POST /api/login')).toBeGreaterThan(10);
  expect(answers.filter(({ status }) => status !== 200)).toEqual([]);
}, 120_000);
