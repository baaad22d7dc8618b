// Before the integration tests: the run's own NATS server (infra/nats, one user per app plus the
// tests' `test` user, JetStream in a temporary folder), and PostgreSQL and Redis must answer. Where
// one of those is absent and a Docker engine is present, it is started in a container
// (testcontainers); otherwise the run stops with the command that starts it. Then the test systems'
// migrated template databases (infra/local/database-templates.mjs), once for the run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabaseTemplates } from '../local/database-templates.mjs';
import { preflight } from '../local/preflight.mjs';
import { freePort } from '../local/test-system.mjs';
import { WILDCARD_PREFIX } from '../nats/permissions.mjs';
import { passwordEnv, randomPasswords, startNatsServer, urlWithCredentials } from '../nats/server.mjs';

const IMAGES = {
  PostgreSQL: {
    image: 'postgres:15',
    port: 5432,
    env: { POSTGRES_HOST_AUTH_METHOD: 'trust' },
    url: 'DATABASE_ADMIN_URL',
    scheme: 'postgres://postgres@',
    path: '/postgres',
  },
  Redis: { image: 'redis:7', port: 6379, env: {}, url: 'REDIS_URL', scheme: 'redis://', path: '' },
};

const dockerAvailable = () => spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0;

/**
 * One nats-server for the whole run. Every test file (and every test system) uses a subject prefix
 * of its own on it, so the apps' permissions are written for any one-token prefix (WILDCARD_PREFIX).
 * The test harnesses connect as `test` (NATS_URL); each app as itself (`<APP>_NATS_PASSWORD`).
 */
async function startRunNats() {
  const passwords = randomPasswords();
  const server = await startNatsServer({
    port: await freePort(),
    dir: mkdtempSync(join(tmpdir(), 'reto-nats-')),
    prefix: WILDCARD_PREFIX,
    passwords: passwords.apps,
    localUsers: { test: passwords.test },
    removeStore: true,
  });
  globalThis.__RETO_NATS__ = server;
  Object.assign(process.env, {
    NATS_URL: urlWithCredentials(server.url, 'test', passwords.test),
    ...passwordEnv(passwords.apps),
  });
}

export default async function globalSetup() {
  await startRunNats();
  const missing = await preflight(process.env);
  if (missing.length === 0) return buildTemplates();
  if (!dockerAvailable()) throw new Error(`Integration tests need ${missing.join(', ')} (see the commands above).`);
  const { GenericContainer } = await import('testcontainers');
  globalThis.__RETO_CONTAINERS__ = [];
  for (const name of missing) {
    const spec = IMAGES[name];
    if (!spec) throw new Error(`Integration tests need ${name} (see the command above).`);
    let container = new GenericContainer(spec.image).withExposedPorts(spec.port).withEnvironment(spec.env);
    if (spec.command) container = container.withCommand(spec.command);
    const started = await container.start();
    globalThis.__RETO_CONTAINERS__.push(started);
    process.env[spec.url] = `${spec.scheme}${started.getHost()}:${started.getMappedPort(spec.port)}${spec.path}`;
  }
  await buildTemplates();
}

/** The test systems' migrated template databases, built here once rather than by the first system of each worker. */
async function buildTemplates() {
  if (process.env.TEST_DATABASE_TEMPLATES !== 'off') await ensureDatabaseTemplates(process.env);
}
