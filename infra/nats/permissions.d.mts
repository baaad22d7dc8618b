export interface AppPermissionSpec {
  answers: boolean;
  calls: string[];
  notifies?: string[];
  /** Core notices the app hears on every replica (no queue group). */
  listens?: string[];
  consumes: Array<{ subject: string; durable: string }>;
}
export declare const CLOCK_SUBJECT: string;
export declare const WILDCARD_PREFIX: string;
export declare const APP_PERMISSIONS: Record<string, AppPermissionSpec>;
export declare const NATS_APPS: string[];
export declare const LOCAL_USERS: Record<string, { publish: string[]; subscribe?: string[] }>;
export declare function inboxPrefix(user: string): string;
export declare function permissionsFor(
  app: string,
  prefix?: string,
): { publish: string[]; subscribe: string[]; allowResponses: boolean };
export declare function localUserPermissions(
  user: string,
  prefix?: string,
): { publish: string[]; subscribe: string[]; allowResponses: boolean };
