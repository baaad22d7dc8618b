import { DEFAULT_TIMEZONE, isSupportedTimezone, type SupportedTimezone } from './timezones';

/** Fallback by IANA region prefix when the browser's zone is not supported (spec 1, section 4). */
const REGION_FALLBACKS: ReadonlyMap<string, SupportedTimezone> = new Map<string, SupportedTimezone>([
  ['America', 'America/New_York'],
  ['Europe', 'Europe/Madrid'],
  ['Asia', 'America/New_York'],
  ['Africa', 'Europe/Madrid'],
  ['Australia', 'America/New_York'],
]);

/** Maps any IANA zone name to a supported one: itself if supported, else its region's fallback. */
export function resolveTimezone(timeZone: string | null | undefined): SupportedTimezone {
  const zone = timeZone?.trim();
  if (!zone) return DEFAULT_TIMEZONE;
  if (isSupportedTimezone(zone)) return zone;
  const region = zone.split('/', 1)[0] ?? '';
  return REGION_FALLBACKS.get(region) ?? DEFAULT_TIMEZONE;
}

/** The browser's timezone mapped to a supported one; New York when it cannot be read. */
export function detectTimezone(): SupportedTimezone {
  try {
    return resolveTimezone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return DEFAULT_TIMEZONE;
  }
}
