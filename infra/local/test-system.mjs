// A whole running system for one test file or one browser run: its own database, its own NATS
// subject prefix and Redis key space, its own port; torn down (database dropped) by stop().
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { seedDemoMembers } from './demo.mjs';
import { DEFAULT_ADMIN_URL, migrateAll, seedAll, Supervisor, waitUntilReady } from './system.mjs';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export async function startTestSystem({ port, env = {}, demo = false } = {}) {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const adminUrl = process.env.DATABASE_ADMIN_URL ?? DEFAULT_ADMIN_URL;
  const chosenPort = port ?? (await freePort());
  const base = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_ADMIN_URL: adminUrl,
    DATABASE_NAME: `sys_${id}`,
    NATS_SUBJECT_PREFIX: `t${id}.`,
    REDIS_PREFIX: `t${id}`,
    CLOCK_CONTROL: 'true',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: `admin-${id}`,
    PORT: String(chosenPort),
    PUBLIC_URL: `http://127.0.0.1:${chosenPort}`,
    // argon2id on a loaded 2-core machine can take seconds: a slow answer is not what these tests test.
    NATS_REQUEST_TIMEOUT_MS: '10000',
    // Abuse limits high enough for whole journeys from one address; a test lowers them to reach them.
    RATE_LIMIT_MAX_PER_IP: '1000',
    RATE_LIMIT_MAX_PER_ACCOUNT: '1000',
    LOGIN_FAILURES_PER_ADDRESS: '1000',
    LOGIN_FAILURES_PER_ACCOUNT: '1000',
    MAIL_DEV_MAILBOX_DIR: join(tmpdir(), `reto-system-${id}`, 'mailbox'),
    ...env,
  };
  const logDir = join(tmpdir(), `reto-system-${id}`);
  await migrateAll(base);
  await seedAll(base);
  const supervisor = new Supervisor({ base, logDir });
  supervisor.startAll();
  const url = `http://127.0.0.1:${chosenPort}`;
  const { ready, report } = await waitUntilReady(url, 60_000);
  const stop = async () => {
    await supervisor.stopAll(5_000);
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${base.DATABASE_NAME}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  if (!ready) {
    await stop();
    throw new Error(`the system did not become ready: ${JSON.stringify(report)} (logs in ${logDir})`);
  }
  const demoMembers = demo ? await seedDemoMembers(base) : [];
  return {
    url,
    base,
    demoMembers,
    logDir,
    supervisor,
    admin: { username: base.ADMIN_USERNAME, password: base.ADMIN_PASSWORD },
    stop,
  };
}
