// Before the integration tests: PostgreSQL, Redis and NATS must answer. Where one is absent and a
// Docker engine is present, it is started in a container (testcontainers); otherwise the run stops
// with the command that starts it.
import { spawnSync } from 'node:child_process';
import { preflight } from '../local/preflight.mjs';

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
  NATS: { image: 'nats:2', port: 4222, env: {}, url: 'NATS_URL', scheme: 'nats://', path: '', command: ['-js'] },
};

const dockerAvailable = () => spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0;

export default async function globalSetup() {
  const missing = await preflight(process.env);
  if (missing.length === 0) return;
  if (!dockerAvailable()) throw new Error(`Integration tests need ${missing.join(', ')} (see the commands above).`);
  const { GenericContainer } = await import('testcontainers');
  globalThis.__RETO_CONTAINERS__ = [];
  for (const name of missing) {
    const spec = IMAGES[name];
    let container = new GenericContainer(spec.image).withExposedPorts(spec.port).withEnvironment(spec.env);
    if (spec.command) container = container.withCommand(spec.command);
    const started = await container.start();
    globalThis.__RETO_CONTAINERS__.push(started);
    process.env[spec.url] = `${spec.scheme}${started.getHost()}:${started.getMappedPort(spec.port)}${spec.path}`;
  }
}
