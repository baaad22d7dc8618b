import type { Env, Supervisor } from './system.mjs';
export interface TestSystem {
  url: string;
  base: Env;
  logDir: string;
  supervisor: Supervisor;
  admin: { username: string; password: string };
  /** Only when started with `demo: true`. */
  demoMembers: Array<{ username: string; email: string; gender: string; password: string }>;
  stop(): Promise<void>;
}
/** `ownNats`: a nats-server of its own, with exactly the permissions of infra/nats (not the test run's). */
export declare function startTestSystem(options?: {
  port?: number;
  env?: Env;
  demo?: boolean;
  ownNats?: boolean;
}): Promise<TestSystem>;
export declare function freePort(): Promise<number>;
