import { waitUntilReady } from '../../infra/local/system.mjs';
import { freePort, type TestSystem } from '../../infra/local/test-system.mjs';

/** A second gateway process in front of `system` (its own port, the same NATS, Redis and services). */
export interface GatewayReplica {
  url: string;
  /** Stops it (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
}

export async function startGatewayReplica(system: TestSystem): Promise<GatewayReplica> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = system.startReplica('gateway', { env: { PORT: String(port) } });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const { ready, report } = await waitUntilReady(url, 150_000);
  if (!ready) {
    await stop();
    throw new Error(`the second gateway did not become ready: ${JSON.stringify(report)}`);
  }
  return { url, stop };
}
