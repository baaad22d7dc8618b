import type { ChildProcess, StdioOptions } from 'node:child_process';
import type { Env, Supervisor } from './system.mjs';
export interface TestSystem {
  url: string;
  base: Env;
  logDir: string;
  supervisor: Supervisor;
  /** With `ownNats`: its supervised nats-server (the pid changes with each restart); else null. */
  natsServer: { url: string; readonly pid: number } | null;
  admin: { username: string; password: string };
  /** Only when started with `demo: true`. */
  demoMembers: Array<{ username: string; email: string; gender: string; password: string }>;
  /**
   * One more process of `app` (a second replica in its queue group, or a second gateway on
   * `env.PORT`), with the system's environment plus `env`; the caller waits for it and ends it.
   */
  startReplica(app: string, options?: { env?: Env; stdio?: StdioOptions }): ChildProcess;
  /** Runs seeds `app` owns (`services/<app>/dist/seed.js <name>…`) on the system's database; answers their reports. */
  seed(app: string, names: string[]): Promise<Array<Record<string, unknown>>>;
  /**
   * Asks `app`'s read-only reports (`rows`, billing's `kept-webhooks`) of what no API shows; answers
   * their values in order. The app's `dist/report.js` is started at the first and kept open until
   * `stop()`.
   */
  report(app: string, reports: string[]): Promise<unknown[]>;
  stop(): Promise<void>;
}
/**
 * `ownNats`: a nats-server of its own, with exactly the permissions of infra/nats (not the test run's),
 * started again after `natsBackoffMs(attempt)` (the supervisor's backoff by default) when it dies.
 */
export declare function startTestSystem(options?: {
  port?: number;
  env?: Env;
  demo?: boolean;
  ownNats?: boolean;
  natsBackoffMs?: (attempt: number) => number;
}): Promise<TestSystem>;
export declare function freePort(): Promise<number>;
