// The whole product as separate processes on this machine: migrations, seed, the services and
// the gateway under one supervisor. Used by `npm start` and by the tests that need the running system.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { APPS, DATABASE_SERVICES } from '../apps.mjs';
import { natsPasswords } from '../nats/config.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The apps, written once in infra/apps.mjs; the services that keep data each have a database of their own. */
export { APPS, DATABASE_SERVICES, SERVICES } from '../apps.mjs';
export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const entry = (app, file) => join(ROOT, app === 'gateway' ? 'gateway' : `services/${app}`, 'dist', file);

/** Each service has a database of its own, `<DATABASE_NAME>_<service>` (reto_identity, …), open only to its role. */
export const serviceDatabaseName = (databaseName, service) => `${databaseName}_${service}`;

/**
 * The URL a service connects with: its own role (password from `<SERVICE>_DB_PASSWORD`, default its
 * name) in its own database.
 */
export function serviceDatabaseUrl(adminUrl, databaseName, service, env = process.env) {
  const url = new URL(adminUrl);
  url.username = service;
  url.password = env[`${service.toUpperCase()}_DB_PASSWORD`] ?? service;
  url.pathname = `/${serviceDatabaseName(databaseName, service)}`;
  return url.toString();
}

/** The database each service of a system uses (from its URL, so `<SERVICE>_DATABASE_URL` counts). */
export const systemDatabaseNames = (base) =>
  Object.fromEntries(
    DATABASE_SERVICES.map((service) => [
      service,
      decodeURIComponent(new URL(appEnv(service, base).DATABASE_URL).pathname.slice(1)),
    ]),
  );

/**
 * The environment of each app. `base` is the caller's environment plus: DATABASE_ADMIN_URL,
 * DATABASE_NAME, NATS_URL, NATS_SUBJECT_PREFIX, PORT and anything else the apps read. Each app
 * signs in to NATS as its own user: NATS_USER = its name, NATS_PASSWORD = `<APP>_NATS_PASSWORD`
 * (local default: infra/nats/config.mjs).
 */
export function appEnv(app, base) {
  const adminUrl = base.DATABASE_ADMIN_URL ?? DEFAULT_ADMIN_URL;
  const env = { ...base, DATABASE_ADMIN_URL: adminUrl, NATS_USER: app, NATS_PASSWORD: natsPasswords(base)[app] };
  if (DATABASE_SERVICES.includes(app)) {
    env.DATABASE_URL =
      base[`${app.toUpperCase()}_DATABASE_URL`] ??
      serviceDatabaseUrl(adminUrl, base.DATABASE_NAME ?? 'reto', app, base);
  }
  if (app !== 'gateway') {
    // Processes on one machine need a metrics port each: IDENTITY_METRICS_PORT=9101 and so on.
    env.METRICS_PORT = base[`${app.toUpperCase()}_METRICS_PORT`] ?? '0';
  }
  return env;
}

/** A superuser URL (DATABASE_ADMIN_URL's) on one service's database: tests and the bench look into it. */
export function systemDatabaseAdminUrl(base, service) {
  const url = new URL(base.DATABASE_ADMIN_URL ?? DEFAULT_ADMIN_URL);
  url.pathname = `/${encodeURIComponent(systemDatabaseNames(base)[service])}`;
  return url.toString();
}

/**
 * Drops every service database of a system (a test system's teardown), all at once: PostgreSQL 15
 * makes each DROP DATABASE wait for a checkpoint, and drops waiting together share one.
 */
export async function dropSystemDatabases(base) {
  await Promise.all(
    Object.values(systemDatabaseNames(base)).map(async (database) => {
      const client = new pg.Client({ connectionString: base.DATABASE_ADMIN_URL ?? DEFAULT_ADMIN_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${database.replaceAll('"', '""')}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    }),
  );
}

function runWorker(task, base, template) {
  return new Promise((resolve, reject) => {
    const worker = join(ROOT, 'infra/local/prepare-worker.mjs');
    const child = spawn(process.execPath, [worker, task, JSON.stringify(base), ...(template ? [template] : [])], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${task} failed (${code}):\n${err || out}`)),
    );
  });
}

/** Runs the migrations of every service with a database (each provisions its role and schema first), in one process. */
export async function migrateAll(base) {
  await runWorker('migrate', base);
}

const seedReports = (out) =>
  out
    .split('\n')
    .filter((line) => line.startsWith('{"seed"'))
    .map((line) => JSON.parse(line));

/** Seeds what a fresh system needs; returns the seed reports (one JSON object a line). */
export async function seedAll(base) {
  return seedReports(await runWorker('seed', base));
}

/**
 * migrateAll then seedAll in one process (a Node start and the modules' load, once): a test system's
 * preparation. With `template` (the DATABASE_NAME of migrated templates, database-templates.mjs), each
 * service's database is copied from its template first, so only migrations the template lacks run.
 */
export async function migrateAndSeedAll(base, { template } = {}) {
  return seedReports(await runWorker('prepare', base, template));
}

/**
 * Starts the apps as child processes, logs each to `<logDir>/<app>.log`, and restarts one that dies
 * (with back-off) until stop() is called.
 */
/** How long a supervisor waits before starting a process that died: 1 s, 2 s, 4 s… up to 10 s. */
export const restartBackoffMs = (attempt) => Math.min(500 * 2 ** attempt, 10_000);

export class Supervisor {
  constructor({ base, logDir, onExit = () => {} }) {
    this.base = base;
    this.logDir = logDir;
    this.onExit = onExit;
    this.children = new Map();
    this.wanted = new Set();
    this.crashLog = [];
    mkdirSync(logDir, { recursive: true });
  }

  logFile(app) {
    return join(this.logDir, `${app}.log`);
  }

  /** The exits of apps that were meant to be running (each one then restarted), oldest first. */
  get crashes() {
    return [...this.crashLog];
  }

  startAll() {
    for (const app of APPS) this.start(app);
  }

  start(app, attempt = 0) {
    this.wanted.add(app);
    // The app writes its log file itself (its stdout and stderr are the file, opened for appending):
    // no line passes through this process, whose event loop a bench also times requests on.
    const log = openSync(this.logFile(app), 'a');
    let child;
    try {
      child = spawn(process.execPath, [entry(app, 'main.js')], {
        env: appEnv(app, this.base),
        cwd: ROOT,
        stdio: ['ignore', log, log],
      });
    } finally {
      closeSync(log);
    }
    const startedAt = Date.now();
    this.children.set(app, child);
    child.on('exit', (code, signal) => {
      this.children.delete(app);
      if (!this.wanted.has(app)) return;
      this.crashLog.push({ app, code, signal, at: new Date().toISOString() });
      this.onExit(app, code, signal);
      const healthy = Date.now() - startedAt > 30_000;
      const next = healthy ? 0 : attempt + 1;
      setTimeout(
        () => this.wanted.has(app) && !this.children.has(app) && this.start(app, next),
        restartBackoffMs(next),
      ).unref();
    });
    return child;
  }

  /** Sends `signal` to a running app: SIGSTOP hangs it (it holds its connections and answers nothing), SIGCONT resumes it. */
  signal(app, signal) {
    this.children.get(app)?.kill(signal);
  }

  /** Stops one app (SIGTERM, then SIGKILL after `graceMs`) and does not restart it. */
  async stop(app, graceMs = 10_000) {
    this.wanted.delete(app);
    const child = this.children.get(app);
    if (!child) return;
    await new Promise((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }

  async stopAll(graceMs) {
    await Promise.all([...APPS].reverse().map((app) => this.stop(app, graceMs)));
  }
}

/**
 * Waits until `<url>/health/deps` answers 200 (the whole system up: the bus, Redis, every service and
 * its database; readiness alone is only the gateway's own NATS connection); returns the last report
 * on failure.
 */
export async function waitUntilReady(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/health/deps`, { signal: AbortSignal.timeout(3000) });
      last = await res.json();
      if (res.ok) return { ready: true, report: last };
    } catch (error) {
      last = { error: error.message };
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { ready: false, report: last };
}
