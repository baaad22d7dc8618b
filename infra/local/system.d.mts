export declare const ROOT: string;
export declare const SERVICES: string[];
/** The services that keep data, each in a database of its own (voice is stateless). */
export declare const DATABASE_SERVICES: string[];
export declare const APPS: string[];
export declare const DEFAULT_ADMIN_URL: string;
export type Env = Record<string, string | undefined>;
export declare function serviceDatabaseName(databaseName: string, service: string): string;
export declare function systemDatabaseNames(base: Env): Record<string, string>;
export declare function serviceDatabaseUrl(adminUrl: string, databaseName: string, service: string, env?: Env): string;
export declare function appEnv(app: string, base: Env): Env;
export declare function systemDatabaseAdminUrl(base: Env, service: string): string;
export declare function dropSystemDatabases(base: Env): Promise<void>;
export declare function migrateAll(base: Env): Promise<void>;
export declare function seedAll(base: Env): Promise<Array<Record<string, unknown>>>;
/** migrateAll then seedAll in one process; with `template`, each database copied from its migrated template first. */
export declare function migrateAndSeedAll(
  base: Env,
  options?: { template?: string },
): Promise<Array<Record<string, unknown>>>;
/** How long a supervisor waits before starting a process that died: 1 s, 2 s, 4 s… up to 10 s. */
export declare function restartBackoffMs(attempt: number): number;
export declare class Supervisor {
  constructor(options: {
    base: Env;
    logDir: string;
    onExit?: (app: string, code: number | null, signal: string | null) => void;
  });
  /** The exits of apps that were meant to be running (each one then restarted), oldest first. */
  readonly crashes: Array<{ app: string; code: number | null; signal: string | null; at: string }>;
  logFile(app: string): string;
  startAll(): void;
  start(app: string): void;
  /** Sends `signal` to a running app: SIGSTOP hangs it (it holds its connections and answers nothing), SIGCONT resumes it. */
  signal(app: string, signal: NodeJS.Signals): void;
  stop(app: string, graceMs?: number): Promise<void>;
  stopAll(graceMs?: number): Promise<void>;
}
export declare function waitUntilReady(url: string, timeoutMs?: number): Promise<{ ready: boolean; report: unknown }>;
