import type { ChildProcess } from 'node:child_process';
import type { TestSystem } from '../../infra/local/test-system.mjs';

/**
 * Starts a second process of `app` (a service) beside `system`'s, outside its supervisor; resolves
 * once it listens on NATS (its queue group shares the requests from then on).
 */
export async function startServiceReplica(system: TestSystem, app: string): Promise<ChildProcess> {
  const child = system.startReplica(app, { stdio: ['ignore', 'pipe', 'inherit'] });
  let seen = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('"service.ready"')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the ${app} replica exited (${code})`)));
  });
  child.stdout!.resume();
  return child;
}
