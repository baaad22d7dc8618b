import type { Env } from './system.mjs';
export declare const DEMO_MEMBERS: Array<{ username: string; email: string; gender: string; timezone: string }>;
export declare const DEFAULT_DEMO_PASSWORD: string;
export declare function seedDemoMembers(
  base: Env,
  at?: Date,
): Promise<Array<{ username: string; email: string; gender: string; password: string }>>;
