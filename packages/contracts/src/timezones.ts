/**
 * The supported timezones (spec 1, section 3) as IANA names: what a client may send and a service
 * accepts, checked at both ends. The legacy list's "Quito" and "Barcelona" are not IANA zones of
 * their own: they share America/Guayaquil and Europe/Madrid. How each is named to a member is
 * identity's (its `timezoneLabel` and the gateway's timezone list).
 */
export const SUPPORTED_TIMEZONES = [
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'US/Pacific',
  'US/Mountain',
  'US/Central',
  'US/Eastern',
  'America/Mexico_City',
  'America/Guatemala',
  'America/Costa_Rica',
  'America/Panama',
  'America/Managua',
  'America/Tegucigalpa',
  'America/El_Salvador',
  'America/Belize',
  'America/Jamaica',
  'America/Havana',
  'America/Santo_Domingo',
  'America/Puerto_Rico',
  'America/Bogota',
  'America/Lima',
  'America/Santiago',
  'America/Argentina/Buenos_Aires',
  'America/Caracas',
  'America/Montevideo',
  'America/Asuncion',
  'America/La_Paz',
  'America/Guayaquil',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Rome',
  'Europe/London',
  'Europe/Lisbon',
  'Europe/Amsterdam',
  'Europe/Brussels',
  'Europe/Vienna',
  'Europe/Zurich',
  'Europe/Stockholm',
  'Europe/Oslo',
  'Europe/Copenhagen',
  'Europe/Helsinki',
  'Europe/Warsaw',
  'Europe/Prague',
  'Europe/Budapest',
] as const;

export type SupportedTimezone = (typeof SUPPORTED_TIMEZONES)[number];

export const DEFAULT_TIMEZONE: SupportedTimezone = 'America/New_York';

const SUPPORTED: ReadonlySet<string> = new Set(SUPPORTED_TIMEZONES);

export const isSupportedTimezone = (value: string): value is SupportedTimezone => SUPPORTED.has(value);
