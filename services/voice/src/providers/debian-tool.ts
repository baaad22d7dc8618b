import { spawn } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { runAsLongWork } from '@reto/platform';

/** Whether a Debian tool is installed (an executable at its path). */
export const isInstalled = (path: string): Promise<boolean> =>
  access(path, constants.X_OK).then(
    () => true,
    () => false,
  );

/**
 * Runs a tool as a separate process (no shell) at long work's lower priority, feeds `stdin`,
 * answers its stdout; fails on a non-zero exit, or once it has run `timeoutMs` (stopped then: the
 * service's VOICE_TOOL_TIMEOUT_MS).
 */
export function runTool(bin: string, args: string[], timeoutMs: number, stdin?: Buffer | string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['pipe', 'pipe', 'ignore'], timeout: timeoutMs });
    runAsLongWork(child.pid);
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${bin} exited with ${signal ?? code}`)),
    );
    child.stdin.on('error', () => undefined);
    child.stdin.end(stdin);
  });
}
