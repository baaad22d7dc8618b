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
export const SUPPORTED_TIMEZONES = Object.keys(TIMEZONE_LABELS) as SupportedTimezone[];
export const DEFAULT_TIMEZONE: SupportedTimezone = 'America/New_York';

export const isSupportedTimezone = (value: string): value is SupportedTimezone => Object.hasOwn(TIMEZONE_LABELS, value);

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
