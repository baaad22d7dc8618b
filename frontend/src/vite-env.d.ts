/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Brand shown in titles; defaults to "Reto Emilio". */
  readonly VITE_BRAND_NAME?: string;
  /** The external store checkout; its origin may post purchase messages. */
  readonly VITE_SHOPIFY_STORE_URL?: string;
  /** Support e-mail shown on the public pages; defaults to "soporte@retoemilio.com". */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
