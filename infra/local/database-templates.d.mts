import type { Env } from './system.mjs';
/** Every file a migrated service database is built from, under `root` (the checkout by default). */
export declare function migrationSources(root?: string): string[];
/** A digest of every migration source's path and content. */
export declare function migrationsKey(root?: string): string;
/** The DATABASE_NAME of the templates of one migrations key. */
export declare function templateName(key: string): string;
/** Makes sure the templates of `key` exist, building them (once, under a lock) when missing. */
export declare function ensureDatabaseTemplates(
  base?: Env,
  key?: string,
): Promise<{ databaseName: string; built: boolean }>;
/** Drops the templates of `key`. */
export declare function dropDatabaseTemplates(base: Env, key: string): Promise<void>;
