/**
 * The supported timezones (spec 1, section 3), as IANA names with the label shown to members.
 * The legacy list's "Quito" and "Barcelona" are not IANA zones of their own: they share
 * America/Guayaquil and Europe/Madrid, whose labels name both cities.
 */
export const TIMEZONE_LABELS = {
  'America/Los_Angeles': 'Los Ángeles (Pacífico)',
  'America/Denver': 'Denver (Montaña)',
  'America/Chicago': 'Chicago (Central)',
  'America/New_York': 'Nueva York (Este)',
  'US/Pacific': 'Hora del Pacífico (EE. UU.)',
  'US/Mountain': 'Hora de la Montaña (EE. UU.)',
  'US/Central': 'Hora Central (EE. UU.)',
  'US/Eastern': 'Hora del Este (EE. UU.)',
  'America/Mexico_City': 'Ciudad de México',
  'America/Guatemala': 'Guatemala',
  'America/Costa_Rica': 'Costa Rica',
  'America/Panama': 'Panamá',
  'America/Managua': 'Managua',
  'America/Tegucigalpa': 'Tegucigalpa',
  'America/El_Salvador': 'San Salvador',
  'America/Belize': 'Belice',
  'America/Jamaica': 'Jamaica',
  'America/Havana': 'La Habana',
  'America/Santo_Domingo': 'Santo Domingo',
  'America/Puerto_Rico': 'Puerto Rico',
  'America/Bogota': 'Bogotá',
  'America/Lima': 'Lima',
  'America/Santiago': 'Santiago de Chile',
  'America/Argentina/Buenos_Aires': 'Buenos Aires',
  'America/Caracas': 'Caracas',
  'America/Montevideo': 'Montevideo',
  'America/Asuncion': 'Asunción',
  'America/La_Paz': 'La Paz',
  'America/Guayaquil': 'Quito / Guayaquil',
  'Europe/Madrid': 'Madrid / Barcelona',
  'Europe/Paris': 'París',
  'Europe/Berlin': 'Berlín',
  'Europe/Rome': 'Roma',
  'Europe/London': 'Londres',
  'Europe/Lisbon': 'Lisboa',
  'Europe/Amsterdam': 'Ámsterdam',
  'Europe/Brussels': 'Bruselas',
  'Europe/Vienna': 'Viena',
  'Europe/Zurich': 'Zúrich',
  'Europe/Stockholm': 'Estocolmo',
  'Europe/Oslo': 'Oslo',
  'Europe/Copenhagen': 'Copenhague',
  'Europe/Helsinki': 'Helsinki',
  'Europe/Warsaw': 'Varsovia',
  'Europe/Prague': 'Praga',
  'Europe/Budapest': 'Budapest',
} as const satisfies Record<string, string>;

export type SupportedTimezone = keyof typeof TIMEZONE_LABELS;

/**
 * The legacy list's US aliases and the zone each names: still accepted and kept, but a page
 * offering zones shows the city once (issue 30: "/settings lists duplicate zones").
 */
export const TIMEZONE_ALIASES: Partial<Record<SupportedTimezone, SupportedTimezone>> = {
  'US/Pacific': 'America/Los_Angeles',
  'US/Mountain': 'America/Denver',
  'US/Central': 'America/Chicago',
  'US/Eastern': 'America/New_York',
};

/** The zones to offer a member: every zone but the aliases, unless it is the one they have. */
export const offeredTimezones = (zones: readonly string[], current: string): string[] =>
  zones.filter((zone) => zone === current || !(zone in TIMEZONE_ALIASES));
export const SUPPORTED_TIMEZONES = Object.keys(TIMEZONE_LABELS) as SupportedTimezone[];
export const DEFAULT_TIMEZONE: SupportedTimezone = 'America/New_York';

export const isSupportedTimezone = (value: string): value is SupportedTimezone => Object.hasOwn(TIMEZONE_LABELS, value);
