import type { HttpRequest } from '../http/http.js';
import { countryOfAddress } from './geoip.js';

export interface CountryTrust {
  /** Proxies whose country headers are believed. */
  proxies: readonly string[];
  /** With no proxies configured: believe the headers outside production only. */
  production: boolean;
}

const normalizeIp = (ip: string | undefined) => (ip ?? '').replace(/^::ffff:/, '');

/**
 * The visitor's country for the price quote, decided on the server (DECISIONS.md 4): the
 * `CF-IPCountry` or `X-Country-Code` header when the request came through a trusted proxy, else a
 * GeoIP lookup of the client address (`req.ip`, which honours TRUST_PROXY_HOPS); null when neither
 * knows (the quote is then USD 78). "XX" and "T1" (Cloudflare's unknown / Tor) count as none.
 */
export function visitorCountry(
  req: Pick<HttpRequest, 'headers' | 'socket' | 'ip'>,
  trust: CountryTrust,
  lookup: (ip: string | undefined) => string | null = countryOfAddress,
): string | null {
  const peer = normalizeIp(req.socket?.remoteAddress);
  const trusted = trust.proxies.length > 0 ? trust.proxies.map(normalizeIp).includes(peer) : !trust.production;
  if (trusted) {
    for (const name of ['cf-ipcountry', 'x-country-code']) {
      const raw = req.headers[name];
      const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
      if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1') return value;
    }
  }
  return lookup(req.ip ?? req.socket?.remoteAddress);
}
