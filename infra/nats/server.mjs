// The project's own nats-server (the one installed on the machine, e.g. Debian's nats-server), run
// from infra/nats config for `npm start` and the tests: its own port, JetStream in its own folder,
// one user per app. Never a shared, open NATS.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { NATS_APPS } from './permissions.mjs';
import { passwordVariable, serverConfig } from './config.mjs';

/** NATS_SERVER_BIN, else Debian's /usr/sbin/nats-server, else the one on PATH. */
export const natsServerBin = (env = process.env) =>
  env.NATS_SERVER_BIN || (existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : 'nats-server');

/** Random passwords for one test run: every app's, and the test user's. */
export function randomPasswords() {
  const secret = () => randomBytes(12).toString('hex');
  return { apps: Object.fromEntries(NATS_APPS.map((app) => [app, secret()])), test: secret() };
}

/** The environment giving each app its password (`<APP>_NATS_PASSWORD`, read by appEnv). */
export const passwordEnv = (passwords) =>
  Object.fromEntries(Object.entries(passwords).map(([app, password]) => [passwordVariable(app), password]));

/** A URL carrying a user's credentials (the apps and test helpers read them from NATS_URL or NATS_USER/NATS_PASSWORD). */
export function urlWithCredentials(url, user, password) {
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(user);
  parsed.password = encodeURIComponent(password);
  return parsed.toString().replace(/\/$/, '');
}

const answers = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('data', (data) => done(data.toString().startsWith('INFO')));
  });

/**
 * Starts nats-server on 127.0.0.1:`port` with its config, JetStream store and log in `dir`, and
 * waits until it answers. `prefix`: the subject prefix the apps use (or WILDCARD_PREFIX);
 * `passwords`: app → password; `localUsers`: user → password of LOCAL_USERS (seed, test). `stop()`
 * ends it (and removes the JetStream store when `removeStore`). `detached`: in a process group of
 * its own, so a Ctrl-C in the terminal leaves it to its starter (stopped after the apps drained).
 */
export async function startNatsServer({
  port,
  dir,
  prefix = '',
  passwords,
  localUsers = {},
  removeStore = false,
  detached = false,
}) {
  mkdirSync(dir, { recursive: true });
  const configFile = join(dir, 'nats.conf');
  const storeDir = join(dir, 'jetstream');
  writeFileSync(configFile, serverConfig({ port, storeDir, prefix, passwords, localUsers }), { mode: 0o600 });
  const log = createWriteStream(join(dir, 'nats-server.log'), { flags: 'a' });
  const child = spawn(natsServerBin(), ['-c', configFile], { stdio: ['ignore', 'pipe', 'pipe'], detached });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let failure;
  child.once('error', (error) => (failure = error));
  exited.then(({ code, signal }) => (failure ??= new Error(`nats-server exited (${signal ?? code})`)));
  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (failure || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `nats-server did not start on port ${port}: ${failure?.message ?? 'no answer'} (see ${join(dir, 'nats-server.log')})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(timer);
    }
    if (removeStore) rmSync(storeDir, { recursive: true, force: true });
  };
  return { url: `nats://127.0.0.1:${port}`, port, pid: child.pid, exited, stop };
}

/**
 * startNatsServer under supervision (`npm start`): when the server dies it is started again, with
 * the same config, port and JetStream store, after `backoffMs(attempt)` (attempts count up while
 * it keeps failing and start over once it has run 30 s); `onExit(code, signal)` tells it happened,
 * `onRestart()` that it answers again. The apps' NATS clients reconnect by themselves.
 */
export async function superviseNatsServer(options, { backoffMs, onExit = () => {}, onRestart = () => {} }) {
  let server = await startNatsServer(options);
  let stopping = false;
  const watch = async (attempt) => {
    const startedAt = Date.now();
    const { code, signal } = await server.exited;
    if (stopping) return;
    onExit(code, signal);
    let next = Date.now() - startedAt > 30_000 ? 0 : attempt + 1;
    while (!stopping) {
      await new Promise((resolve) => setTimeout(resolve, backoffMs(next)).unref());
      if (stopping) return;
      try {
        server = await startNatsServer(options);
        onRestart();
        return void watch(next);
      } catch {
        next += 1;
      }
    }
  };
  void watch(0);
  return {
    url: server.url,
    port: server.port,
    /** The running server's process id (it changes with each restart). */
    get pid() {
      return server.pid;
    },
    async stop() {
      stopping = true;
      await server.stop();
    },
  };
}
