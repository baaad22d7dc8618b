// A whole running system for one test file or one browser run: its own databases (one a service with data),
// its own NATS subject prefix and Redis key space, its own port; torn down (databases dropped) by stop(). Each
// app signs in to NATS as its own user (infra/nats): on the test run's server, or on one of its own.
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { passwordEnv, randomPasswords, superviseNatsServer, urlWithCredentials } from '../nats/server.mjs';
import { ensureDatabaseTemplates } from './database-templates.mjs';
import { seedDemoMembers } from './demo.mjs';
import {
  APPS,
  appEnv,
  DEFAULT_ADMIN_URL,
  dropSystemDatabases,
  migrateAndSeedAll,
  restartBackoffMs,
  ROOT,
  Supervisor,
  waitUntilReady,
} from './system.mjs';

/**
 * The ports given out to the systems' listeners: below Linux's ephemeral range (32768-60999), which
 * the machine's outgoing connections draw from. A port the kernel gave out from that range could
 * be taken by a connection before the app bound it (a replica's metrics port was, under load).
 */
const LISTEN_PORTS = { from: 20_000, to: 32_767 };

/** Whether `port` can be bound on the loopback now. */
const bindable = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A port no listener holds, in LISTEN_PORTS, drawn at random (two test workers draw apart). */
export async function freePort() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = LISTEN_PORTS.from + randomInt(LISTEN_PORTS.to - LISTEN_PORTS.from + 1);
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port in ${LISTEN_PORTS.from}-${LISTEN_PORTS.to}`);
}

/**
 * The system's NATS: the test run's server when the runner started one (jest: NATS_URL with the
 * `test` user, `<APP>_NATS_PASSWORD`), else — or with `ownNats` — a nats-server of its own whose
 * users have exactly the permissions of infra/nats/permissions.mjs under the system's prefix,
 * supervised as `npm start` does (started again after `natsBackoffMs(attempt)` when it dies).
 */
async function systemNats({ ownNats, prefix, dir, natsBackoffMs }) {
  if (!ownNats && process.env.NATS_URL) return { env: {}, server: null, stop: async () => {} };
  const passwords = randomPasswords();
  const server = await superviseNatsServer(
    {
      port: await freePort(),
      dir,
      prefix,
      passwords: passwords.apps,
      localUsers: { test: passwords.test },
      removeStore: true,
    },
    { backoffMs: natsBackoffMs },
  );
  return {
    env: { NATS_URL: urlWithCredentials(server.url, 'test', passwords.test), ...passwordEnv(passwords.apps) },
    server,
    stop: server.stop,
  };
}

/**
 * One more process of an app of the system, outside its supervisor (a second replica in the app's
 * queue group, or a second gateway on `env.PORT`): the caller waits for it and ends it.
 */
function startReplica(app, base, stdio) {
  if (!APPS.includes(app)) throw new Error(`no app named ${app} (infra/apps.mjs)`);
  return spawn(process.execPath, [join(ROOT, app === 'gateway' ? 'gateway' : `services/${app}`, 'dist/main.js')], {
    env: appEnv(app, base),
    cwd: ROOT,
    stdio,
  });
}

/**
 * Runs a command an app owns (`services/<app>/dist/<command>.js <arg>…`, through its own
 * repositories) on the system's database; answers the JSON lines it prints. Tests set up state with
 * its seeds and read what no API shows with its reports, never by touching a service's tables.
 */
function runOwned(app, command, base, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, `services/${app}`, `dist/${command}.js`), ...args], {
      env: appEnv(app, base),
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(
            out
              .split('\n')
              .filter((line) => line.startsWith('{'))
              .map((line) => JSON.parse(line)),
          )
        : reject(new Error(`${app} ${command} ${args.join(' ')} failed (${code}):\n${err || out}`)),
    );
  });
}

/**
 * `app`'s report command kept open (`services/<app>/dist/report.js` reading report names from its
 * input, on one database connection): a test asks it often, and a Node start each time costs
 * seconds on a busy machine. `ask(names)` answers their values in order; `close()` ends it.
 */
function openReporter(app, base) {
  const child = spawn(process.execPath, [join(ROOT, `services/${app}`, 'dist/report.js')], {
    env: appEnv(app, base),
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (chunk) => (err += chunk));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const answer = async (name) => {
    child.stdin.write(`${name}\n`);
    const { value, done } = await lines.next();
    if (done) throw new Error(`${app} report ${name}: the command ended (${child.exitCode}):\n${err}`);
    const line = JSON.parse(value);
    if ('error' in line) throw new Error(`${app} report ${name}: ${line.error}`);
    return line.value;
  };
  let queue = Promise.resolve();
  return {
    get running() {
      return child.exitCode === null && child.signalCode === null;
    },
    ask: (names) => {
      const answers = queue.then(async () => {
        const values = [];
        for (const name of names) values.push(await answer(name));
        return values;
      });
      queue = answers.then(
        () => undefined,
        () => undefined,
      );
      return answers;
    },
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(undefined);
        child.once('exit', () => resolve(undefined));
        child.stdin.end();
      }),
  };
}

export async function startTestSystem({
  port,
  env = {},
  demo = false,
  ownNats = false,
  natsBackoffMs = restartBackoffMs,
} = {}) {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const adminUrl = process.env.DATABASE_ADMIN_URL ?? DEFAULT_ADMIN_URL;
  const chosenPort = port ?? (await freePort());
  const logDir = join(tmpdir(), `reto-system-${id}`);
  const nats = await systemNats({ ownNats, prefix: `t${id}.`, dir: join(logDir, 'nats'), natsBackoffMs });
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
    // and a statement as long as half of it (a hung database is still told well before the request's timeout)
    DATABASE_QUERY_TIMEOUT_MS: '5000',
    // Abuse limits high enough for whole journeys from one address; a test lowers them to reach them.
    RATE_LIMIT_MAX_PER_IP: '1000',
    RATE_LIMIT_MAX_PER_ACCOUNT: '1000',
    LOGIN_FAILURES_PER_ADDRESS: '1000',
    LOGIN_FAILURES_PER_ACCOUNT: '1000',
    LOGIN_FAILURES_FROM_ADDRESS: '1000',
    // Every test's requests come from 127.0.0.1: one address is never held back (the spec of
    // the slow-down sets its own count).
    SLOW_DOWN_AFTER_REQUESTS: '100000000',
    MAIL_DEV_MAILBOX_DIR: join(tmpdir(), `reto-system-${id}`, 'mailbox'),
    ...nats.env,
    ...env,
  };
  try {
    // Each service's database a copy of its migrated template (built once per set of migrations);
    // TEST_DATABASE_TEMPLATES=off migrates every system's databases from empty instead.
    const template =
      process.env.TEST_DATABASE_TEMPLATES === 'off' ? undefined : (await ensureDatabaseTemplates(base)).databaseName;
    await migrateAndSeedAll(base, { template });
  } catch (error) {
    await nats.stop();
    throw error;
  }
  const supervisor = new Supervisor({ base, logDir });
  supervisor.startAll();
  const url = `http://127.0.0.1:${chosenPort}`;
  // Seven Node processes booting at once on a busy 2-core machine can take a minute (more than two
  // at a load average of 30: TEST_SYSTEM_READY_MS waits longer).
  const { ready, report } = await waitUntilReady(url, Number(process.env.TEST_SYSTEM_READY_MS ?? 120_000));
  const reporters = new Map();
  const stop = async () => {
    await Promise.all([...reporters.values()].map((reporter) => reporter.close()));
    await supervisor.stopAll(5_000);
    await nats.stop();
    await dropSystemDatabases(base);
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
    natsServer: nats.server,
    admin: { username: base.ADMIN_USERNAME, password: base.ADMIN_PASSWORD },
    startReplica: (app, { env: own = {}, stdio = 'ignore' } = {}) => startReplica(app, { ...base, ...own }, stdio),
    seed: (app, names) => runOwned(app, 'seed', base, names),
    report: (app, reports) => {
      // one that ended (its database refused it a connection) is started again
      if (!reporters.get(app)?.running) reporters.set(app, openReporter(app, base));
      return reporters.get(app).ask(reports);
    },
    stop,
  };
}
