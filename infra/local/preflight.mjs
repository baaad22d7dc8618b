// Checks that PostgreSQL and Redis answer before anything starts, and that NATS can: the project
// runs its own nats-server (infra/nats) unless NATS_URL names one. Says how to fix what is missing.
import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { natsServerBin } from '../nats/server.mjs';

const START_COMMANDS = {
  PostgreSQL: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  Redis:
    'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log',
  NATS: 'apt-get install -y nats-server   (or set NATS_SERVER_BIN; the project runs its own from infra/nats)',
};

/** Opens a TCP connection, optionally writes `send`, and resolves with the first bytes received (or '' on connect). */
function probe(host, port, { send, expect } = {}) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => {
      if (send) socket.write(send);
      if (!expect) done(true);
    });
    socket.on('data', (data) => done(data.toString().startsWith(expect)));
  });
}

const hostPort = (url, defaultPort) => {
  const parsed = new URL(url);
  return [parsed.hostname.replace(/^\[|\]$/g, ''), Number(parsed.port || defaultPort)];
};

/** Returns the names of the servers that do not answer, after printing how to start each. */
export async function preflight(env = process.env) {
  const checks = {
    PostgreSQL: probe(...hostPort(env.DATABASE_ADMIN_URL ?? 'postgres://127.0.0.1:5432', 5432)),
    Redis: probe(...hostPort(env.REDIS_URL ?? 'redis://127.0.0.1:6379', 6379), { send: 'PING\r\n', expect: '+PONG' }),
    NATS: env.NATS_URL
      ? probe(...hostPort(env.NATS_URL, 4222), { expect: 'INFO' })
      : Promise.resolve(spawnSync(natsServerBin(env), ['--version'], { stdio: 'ignore' }).status === 0),
  };
  const missing = [];
  for (const [name, check] of Object.entries(checks)) {
    if (!(await check)) missing.push(name);
  }
  for (const name of missing) {
    process.stderr.write(`✗ ${name} cannot be reached. Start it with:\n    ${START_COMMANDS[name]}\n`);
  }
  return missing;
}

/** True when nothing listens on the port yet. */
export const portIsFree = async (port) => !(await probe('127.0.0.1', port));

if (process.argv[1] === new URL(import.meta.url).pathname) {
  process.exitCode = (await preflight()).length ? 1 : 0;
}
