/** The Spanish sentences the gateway itself answers with (spec 1, section 8). */
export const ChallengeCopy = {
  timezoneUpdated: 'Zona horaria actualizada correctamente. Las rutinas diarias se ajustarán a tu horario local.',
} as const;

/** The settings page groups timezones by these regions (spec 1: America, Europe, other). */
export const TIMEZONE_REGIONS = ['America', 'Europe', 'Other'] as const;
export type TimezoneRegion = (typeof TIMEZONE_REGIONS)[number];
