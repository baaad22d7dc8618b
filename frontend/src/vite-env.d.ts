/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** The deployed build's id (vite.config.ts `define`): the daily-message marker of DECISIONS.md 1. */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  /** Brand shown in titles; defaults to "Reto Emilio". */
  readonly VITE_BRAND_NAME?: string;
  /** The external store checkout; its origin may post purchase messages. */
  readonly VITE_SHOPIFY_STORE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The deployed build's id (vite `define`): BUILD_ID, else the git commit, else the build time. */
declare const __BUILD_ID__: string;
