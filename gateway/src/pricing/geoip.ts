import { createRequire } from 'node:module';

/** The part of `geoip-country` (GeoLite2 country data shipped inside the package, CommonJS) we use. */
interface GeoipCountry {
  lookup(ip: string): { country: string } | null;
}
const geoip = createRequire(import.meta.url)('geoip-country') as GeoipCountry;

/**
 * The country of an IP address from the GeoLite2 data shipped inside the `geoip-country` package
 * (offline: no network call). Null for private, loopback or unknown addresses.
 */
export function countryOfAddress(ip: string | undefined): string | null {
  if (!ip) return null;
  try {
    return geoip.lookup(ip.replace(/^::ffff:/, ''))?.country ?? null;
  } catch {
    return null;
  }
}
