// `npm start`: installs what is missing, builds, migrates, seeds, starts every service and the
// gateway under one supervisor, waits for readiness and prints the URL and how to sign in.
// Only Node's own modules are imported up front: on a fresh clone the packages the rest of the
// project's scripts import (pg, nats, …) are installed first, then those scripts are loaded.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const startedAt = performance.now();
const elapsed = () => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
const say = (line = '') => process.stdout.write(`${line}\n`);
const fail = (line) => {
  process.stderr.write(`${line}\n`);
  process.exit(1);
};
const step = (title, command, args) => {
  say(`▸ ${title}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (result.status !== 0) fail(`✗ ${title} failed`);
};

if (existsSync(join(ROOT, '.env'))) process.loadEnvFile(join(ROOT, '.env'));
const port = Number(process.env.PORT ?? 3000);
// The project's own NATS (infra/nats: one user per app); NATS_URL instead names a server of yours.
const natsPort = Number(process.env.NATS_PORT ?? 4322);
const ownNats = !process.env.NATS_URL;
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const base = {
  ...process.env,
  PORT: String(port),
  PUBLIC_URL: publicUrl,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
};

if (!existsSync(join(ROOT, 'node_modules', '.package-lock.json')))
  step('Installing packages', 'npm', ['install', '--no-audit', '--no-fund']);
const { natsPasswords } = await import('../nats/config.mjs');
const { superviseNatsServer, urlWithCredentials } = await import('../nats/server.mjs');
const { seedDemoMembers } = await import('./demo.mjs');
const { frontendNeedsBuild } = await import('./frontend-build.mjs');
const { ensureSpeechTools } = await import('./speech-tools.mjs');
const { portIsFree, preflight } = await import('./preflight.mjs');
const { APPS, migrateAll, restartBackoffMs, seedAll, Supervisor, waitUntilReady } = await import('./system.mjs');
if ((await preflight(base)).length) fail('Start the servers above, then run `npm start` again.');
if (!(await portIsFree(port))) fail(`✗ Port ${port} is already in use. Stop what uses it, or run: PORT=3001 npm start`);
if (ownNats && !(await portIsFree(natsPort)))
  fail(`✗ NATS port ${natsPort} is already in use. Stop what uses it, or run: NATS_PORT=4323 npm start`);
ensureSpeechTools(say);
step('Building the services', 'npx', ['tsc', '-b', 'tsconfig.build.json']);
if (frontendNeedsBuild(ROOT)) step('Building the frontend', 'npm', ['run', 'build', '-w', 'frontend']);
else say('▸ Frontend already built from its current sources');

let nats;
let seedNatsUrl = base.NATS_URL;
if (ownNats) {
  say(`▸ Starting NATS on port ${natsPort} (infra/nats; log in .run/nats/)`);
  const seedPassword = randomBytes(12).toString('hex');
  nats = await superviseNatsServer(
    {
      port: natsPort,
      dir: join(ROOT, '.run', 'nats'),
      prefix: base.NATS_SUBJECT_PREFIX ?? '',
      passwords: natsPasswords(base),
      localUsers: { seed: seedPassword },
      detached: true,
    },
    {
      backoffMs: restartBackoffMs,
      onExit: (code, signal) =>
        say(`! nats-server exited (${signal ?? code}); restarting. See .run/nats/nats-server.log`),
      onRestart: () => say('✓ nats-server is back; the apps reconnect by themselves'),
    },
  ).catch((error) => fail(`✗ ${error.message}`));
  // Whatever ends this process ends the server too.
  process.on('exit', () => {
    try {
      process.kill(nats.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  });
  base.NATS_URL = nats.url;
  seedNatsUrl = urlWithCredentials(nats.url, 'seed', seedPassword);
}

say(`▸ Migrating databases (${elapsed()})`);
await migrateAll(base).catch((error) => fail(`✗ ${error.message}`));
say(`▸ Seeding (${elapsed()})`);
const seeds = await seedAll(base).catch((error) => fail(`✗ ${error.message}`));
const admin = seeds.find((seed) => seed.seed === 'identity.admin');

const logDir = join(ROOT, '.run', 'logs');
say(`▸ Starting ${APPS.join(', ')} (logs in .run/logs/) (${elapsed()})`);
const supervisor = new Supervisor({
  base,
  logDir,
  onExit: (app, code, signal) => say(`! ${app} exited (${signal ?? code}); restarting. See .run/logs/${app}.log`),
});
supervisor.startAll();

let stopping = false;
const shutdown = async (signal) => {
  if (stopping) return;
  stopping = true;
  say(`\n▸ ${signal}: stopping every service…`);
  await supervisor.stopAll(10_000);
  await nats?.stop();
  say('Stopped.');
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const { ready, report } = await waitUntilReady(`http://127.0.0.1:${port}`, 90_000);
if (!ready) {
  process.stderr.write(`✗ The system did not become ready: ${JSON.stringify(report)}\n  Look in .run/logs/.\n`);
  await supervisor.stopAll(5_000);
  process.exit(1);
}
const demo = await seedDemoMembers({ ...base, NATS_URL: seedNatsUrl }).catch((error) => {
  say(`! Demo members could not be created: ${error.message}`);
  return [];
});
say('');
say(`✓ Reto is running at ${publicUrl} (ready ${elapsed()} after npm start)`);
say(`  Admin: sign in at ${publicUrl}/auth as "${admin?.username ?? process.env.ADMIN_USERNAME ?? 'admin'}"`);
if (admin?.generatedPassword) {
  say(`  with the password ${admin.generatedPassword}  (generated now and shown only this once;`);
  say('  set ADMIN_PASSWORD in .env to choose your own)');
} else if (process.env.ADMIN_PASSWORD) {
  say('  with the password in ADMIN_PASSWORD.');
} else {
  say('  with the password printed at the first start (set ADMIN_PASSWORD in .env to change it).');
}
say('  Second factor: in the panel, Seguridad → "Activar verificación en dos pasos", scan the QR code with an');
say('  authenticator app and type its code; sign-in then asks for it, and other addresses cannot lock you out.');
for (const member of demo) {
  say(`  Demo member (${member.gender}): "${member.email}" with the password ${member.password}`);
}
say('  Press Ctrl-C to stop everything.');
