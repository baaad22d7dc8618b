import { DEFAULT_SUPPORT_HOURS } from '@reto/contracts/shared-copy';

/** Build-time settings of the web client (Vite `VITE_*` variables). */

const DEFAULT_BRAND_NAME = 'Reto Emilio';

export const BRAND_NAME: string = import.meta.env.VITE_BRAND_NAME?.trim() || DEFAULT_BRAND_NAME;

/** Same-origin GraphQL endpoint served by the gateway (proxied by Vite in development). */
export const GRAPHQL_URI = '/graphql';

/** The external store (spec 1 section 1): its checkout link, and the origin whose purchase messages are accepted. */
export const SHOPIFY_STORE_URL: string | null = import.meta.env.VITE_SHOPIFY_STORE_URL?.trim() || null;

const DEFAULT_SUPPORT_EMAIL = 'soporte@retoemilio.com';

/** Where visitors and members write for help (landing footer, legal pages). */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_EMAIL;

/** When support answers (landing's footer, terms), the same setting as the coach's SUPPORT_HOURS. */
export const SUPPORT_HOURS: string = import.meta.env.VITE_SUPPORT_HOURS?.trim() || DEFAULT_SUPPORT_HOURS;
