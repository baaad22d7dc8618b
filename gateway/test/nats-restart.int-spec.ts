// `npm start` supervises its nats-server as it does the apps: when the server
// dies it comes back on the same port with the same users and the same JetStream store.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { freePort } from '../../infra/local/test-system.mjs';
import { randomPasswords, superviseNatsServer } from '../../infra/nats/server.mjs';

const dir = mkdtempSync(join(tmpdir(), 'reto-nats-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('restarts a nats-server that died, on the same port, with its users and its JetStream streams', async () => {
  const passwords = randomPasswords();
  const events: string[] = [];
  const nats = await superviseNatsServer(
    { port: await freePort(), dir, passwords: passwords.apps, localUsers: { test: passwords.test } },
    {
      backoffMs: () => 200,
      onExit: (_code, signal) => events.push(`exited ${String(signal)}`),
      onRestart: () => events.push('restarted'),
    },
  );
  try {
    const client = await connect({
      servers: nats.url,
      user: 'test',
      pass: passwords.test,
      reconnect: true,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 100,
    });
    const streams = await jetstreamManager(client);
    await streams.streams.add({ name: 'KEPT', subjects: ['kept.>'] });
    const firstPid = nats.pid;

    process.kill(firstPid, 'SIGKILL');
    const deadline = Date.now() + 15_000;
    while (!events.includes('restarted') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));

    expect(events).toEqual(['exited SIGKILL', 'restarted']);
    expect(nats.pid).not.toBe(firstPid);
    // The client that was connected comes back by itself, and the stream is still there.
    const kept = async () => {
      while (Date.now() < deadline) {
        try {
          return (await streams.streams.info('KEPT')).config.subjects;
        } catch {
          await new Promise((r) => setTimeout(r, 200));
        }
      }
      return undefined;
    };
    expect(await kept()).toEqual(['kept.>']);
    await client.close();
  } finally {
    await nats.stop();
  }
});
