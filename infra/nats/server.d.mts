export interface NatsServerOptions {
  port: number;
  dir: string;
  prefix?: string;
  passwords: Record<string, string>;
  localUsers?: Record<string, string>;
  removeStore?: boolean;
  detached?: boolean;
}
export interface NatsServer {
  url: string;
  port: number;
  pid: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}
export declare const natsServerBin: (env?: NodeJS.ProcessEnv) => string;
export declare function randomPasswords(): { apps: Record<string, string>; test: string };
export declare const passwordEnv: (passwords: Record<string, string>) => Record<string, string>;
export declare function urlWithCredentials(url: string, user: string, password: string): string;
export declare function startNatsServer(options: NatsServerOptions): Promise<NatsServer>;
export declare function superviseNatsServer(
  options: NatsServerOptions,
  supervision: {
    backoffMs: (attempt: number) => number;
    onExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
    onRestart?: () => void;
  },
): Promise<{ url: string; port: number; readonly pid: number; stop(): Promise<void> }>;
