import { spawn } from 'node:child_process';
import { once } from 'node:events';

/**
 * An app stopped with SIGTERM stops taking requests (and answers those it holds) before any of
 * its modules lets go of what those requests use, and never outlives its deadline. The app runs as
 * a process of its own (the signal is real): a module whose destroy hook says "released" (or, with
 * HANGS set, never finishes), and an intake that takes 300 ms to answer what it holds.
 */
const APP = `
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { stopOnSignals } from '@reto/platform';

class HashingThreads {
  onModuleDestroy() {
    if (process.env.HANGS) return new Promise(() => undefined);
    console.log('released');
  }
}
class App {}
Module({ providers: [HashingThreads] })(App);
const app = await NestFactory.createApplicationContext(App, { logger: false });
stopOnSignals(app, { error: (fields, message) => console.log(message) }, async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  console.log('intake stopped');
}, 1_000);
setInterval(() => undefined, 1_000);
console.log('ready');
`;

/** Runs the app (`env` beside), sends SIGTERM once it is ready and again 100 ms later; its lines and how it ended. */
async function stoppedTwice(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', APP], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
  const exited = once(child, 'exit');
  while (!lines.includes('ready')) await new Promise((resolve) => setTimeout(resolve, 20));
  child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 100));
  child.kill('SIGTERM');
  const [code, signal] = await exited;
  return { lines, code, signal };
}

it('SIGTERM: the intake stops first, then the modules let go, then the process ends by that signal; a second signal changes nothing', async () => {
  expect(await stoppedTwice()).toEqual({
    lines: ['ready', 'intake stopped', 'released'],
    code: null,
    signal: 'SIGTERM',
  });
});

it('a close that never finishes ends at the deadline all the same, by the signal, and says so', async () => {
  expect(await stoppedTwice({ HANGS: '1' })).toEqual({
    lines: ['ready', 'intake stopped', 'the app did not close in time: it ends now'],
    code: null,
    signal: 'SIGTERM',
  });
});
