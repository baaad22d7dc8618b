import type { SupportedTimezone } from '@reto/contracts/timezones';

/**
 * The supported timezones (the contracts package's list, which the services check too) and what the
 * web client does with them: which to offer, and the zone of a place a person typed.
 */
export * from '@reto/contracts/timezones';

/**
 * The legacy list's US aliases and the zone each names: still accepted and kept, but a page
 * offering zones shows the city once (a list that repeats a city reads as a bug).
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

/**
 * Where a place typed by a person ("Monterrey, México", "Sevilla, España") keeps its clocks: each
 * supported zone with the country and city names that point to it (lowercase, no accents). Places
 * of a country with several zones (the United States) name cities only.
 */
const PLACES: ReadonlyArray<readonly [SupportedTimezone, readonly string[]]> = [
  ['America/Mexico_City', ['mexico', 'cdmx', 'monterrey', 'guadalajara', 'puebla', 'queretaro', 'merida']],
  ['America/Guatemala', ['guatemala']],
  ['America/Costa_Rica', ['costa rica']],
  ['America/Panama', ['panama']],
  ['America/Managua', ['nicaragua', 'managua']],
  ['America/Tegucigalpa', ['honduras', 'tegucigalpa', 'san pedro sula']],
  ['America/El_Salvador', ['el salvador', 'san salvador']],
  ['America/Belize', ['belice', 'belize']],
  ['America/Jamaica', ['jamaica']],
  ['America/Havana', ['cuba', 'la habana']],
  ['America/Santo_Domingo', ['republica dominicana', 'santo domingo']],
  ['America/Puerto_Rico', ['puerto rico', 'san juan']],
  ['America/Bogota', ['colombia', 'bogota', 'medellin', 'cali', 'barranquilla']],
  ['America/Lima', ['peru', 'lima', 'arequipa']],
  ['America/Santiago', ['chile', 'santiago de chile']],
  ['America/Argentina/Buenos_Aires', ['argentina', 'buenos aires', 'cordoba', 'rosario', 'mendoza']],
  ['America/Caracas', ['venezuela', 'caracas', 'maracaibo']],
  ['America/Montevideo', ['uruguay', 'montevideo']],
  ['America/Asuncion', ['paraguay', 'asuncion']],
  ['America/La_Paz', ['bolivia', 'la paz', 'santa cruz de la sierra', 'cochabamba']],
  ['America/Guayaquil', ['ecuador', 'quito', 'guayaquil', 'cuenca']],
  ['America/New_York', ['nueva york', 'new york', 'miami', 'boston', 'atlanta', 'orlando', 'washington']],
  ['America/Chicago', ['chicago', 'houston', 'dallas', 'san antonio']],
  ['America/Denver', ['denver', 'phoenix']],
  ['America/Los_Angeles', ['los angeles', 'san francisco', 'san diego', 'seattle', 'las vegas']],
  ['Europe/Madrid', ['espana', 'madrid', 'barcelona', 'valencia', 'sevilla', 'malaga', 'bilbao']],
  ['Europe/Paris', ['francia', 'paris']],
  ['Europe/Berlin', ['alemania', 'berlin', 'munich']],
  ['Europe/Rome', ['italia', 'roma', 'milan']],
  ['Europe/London', ['reino unido', 'inglaterra', 'londres', 'london']],
  ['Europe/Lisbon', ['portugal', 'lisboa', 'oporto']],
  ['Europe/Amsterdam', ['paises bajos', 'holanda', 'amsterdam']],
  ['Europe/Brussels', ['belgica', 'bruselas']],
  ['Europe/Vienna', ['austria', 'viena']],
  ['Europe/Zurich', ['suiza', 'zurich', 'ginebra']],
  ['Europe/Stockholm', ['suecia', 'estocolmo']],
  ['Europe/Oslo', ['noruega', 'oslo']],
  ['Europe/Copenhagen', ['dinamarca', 'copenhague']],
  ['Europe/Helsinki', ['finlandia', 'helsinki']],
  ['Europe/Warsaw', ['polonia', 'varsovia']],
  ['Europe/Prague', ['chequia', 'republica checa', 'praga']],
  ['Europe/Budapest', ['hungria', 'budapest']],
];

const plain = (text: string): string =>
  ` ${text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()} `;

/** The zone of a place typed by a person, or null when it names none (or only a country with several). */
export function timezoneForPlace(place: string): SupportedTimezone | null {
  const text = plain(place);
  // The country usually comes last ("Monterrey, México"): the last name found wins.
  let found: { zone: SupportedTimezone; at: number } | null = null;
  for (const [zone, names] of PLACES) {
    for (const name of names) {
      const at = text.lastIndexOf(` ${name} `);
      if (at >= 0 && (!found || at > found.at)) found = { zone, at };
    }
  }
  return found?.zone ?? null;
}
