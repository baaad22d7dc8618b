const countryNames = new Intl.DisplayNames(['es'], { type: 'region', fallback: 'none' });

export interface ReviewLocation {
  region: string | null;
  country: string | null;
}

/**
 * Where a new review comes from: the visitor's country as the gateway decided it for prices
 * (a trusted proxy header or GeoIP), named in Spanish. The region is not known from an address.
 */
export function locationOf(countryCode: string | null): ReviewLocation {
  const country = countryCode ? (countryNames.of(countryCode) ?? null) : null;
  return { region: null, country };
}
