import { PAGE_SETTING_META } from '@reto/contracts/page-settings';
import { DEFAULT_SUPPORT_EMAIL, DEFAULT_SUPPORT_HOURS } from '@reto/contracts/shared-copy';

/** Settings of the web client: the brand and the store at build time (Vite `VITE_*` variables), the support contact at run time. */

const DEFAULT_BRAND_NAME = 'Reto Emilio';

export const BRAND_NAME: string = import.meta.env.VITE_BRAND_NAME?.trim() || DEFAULT_BRAND_NAME;

/** Same-origin GraphQL endpoint served by the gateway (proxied by Vite in development). */
export const GRAPHQL_URI = '/graphql';

/** The external store (spec 1 section 1): its checkout link, and the origin whose purchase messages are accepted. */
export const SHOPIFY_STORE_URL: string | null = import.meta.env.VITE_SHOPIFY_STORE_URL?.trim() || null;

/**
 * A setting the gateway writes into the page it serves (`<meta name content>`, PAGE_SETTING_META),
 * or null where the page carries none (`vite dev`, tests). An installed app's page is the one its
 * service worker cached, with the values of when it cached it.
 */
export const pageSetting = (name: string, doc: Document | undefined = globalThis.document): string | null =>
  doc?.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || null;

/** Where visitors and members write for help (landing footer, legal pages): the gateway's SUPPORT_EMAIL. */
export const SUPPORT_EMAIL: string = pageSetting(PAGE_SETTING_META.supportEmail) ?? DEFAULT_SUPPORT_EMAIL;

/** When support answers (landing, terms, messages): the gateway's SUPPORT_HOURS, the coach's too. */
export const SUPPORT_HOURS: string = pageSetting(PAGE_SETTING_META.supportHours) ?? DEFAULT_SUPPORT_HOURS;
