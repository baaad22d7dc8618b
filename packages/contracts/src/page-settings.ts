/**
 * The contract of the gateway with the web client about the settings it writes into every HTML page
 * it serves from the built app, as `<meta name="…" content="…">`: the client reads them at start, so
 * it shows what the operator set at run time, not what was fixed when the app was built.
 */
export const PAGE_SETTING_META = {
  /** SUPPORT_EMAIL. */
  supportEmail: 'reto-support-email',
  /** SUPPORT_HOURS. */
  supportHours: 'reto-support-hours',
} as const;
