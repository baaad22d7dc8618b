import type { HttpRequest as Request } from '../http/http.js';
import { countryOfAddress } from './geoip.js';
import { visitorCountry } from './visitor-country.js';

const request = (headers: Record<string, string>, remoteAddress = '10.0.0.5', ip = remoteAddress) =>
  ({ headers, socket: { remoteAddress }, ip }) as unknown as Request;
const noGeo = () => null;

describe('visitor country', () => {
  it('reads CF-IPCountry or X-Country-Code from a trusted proxy', () => {
    const trust = { proxies: ['10.0.0.5'], production: true };
    expect(visitorCountry(request({ 'cf-ipcountry': 'mx' }), trust, noGeo)).toBe('MX');
    expect(visitorCountry(request({ 'x-country-code': 'ES' }, '::ffff:10.0.0.5'), trust, noGeo)).toBe('ES');
    expect(visitorCountry(request({ 'cf-ipcountry': 'XX' }), trust, noGeo)).toBeNull();
  });

  it('ignores the headers from anyone else', () => {
    const trust = { proxies: ['10.0.0.5'], production: true };
    expect(visitorCountry(request({ 'cf-ipcountry': 'AR' }, '203.0.113.9'), trust, noGeo)).toBeNull();
    expect(visitorCountry(request({ 'cf-ipcountry': 'AR' }), { proxies: [], production: true }, noGeo)).toBeNull();
  });

  it('believes them from anyone outside production when no proxy is configured', () => {
    const trust = { proxies: [], production: false };
    expect(visitorCountry(request({ 'x-country-code': 'AR' }), trust, noGeo)).toBe('AR');
    expect(visitorCountry(request({ 'x-country-code': 'ARG' }), trust, noGeo)).toBeNull();
  });

  it('falls back to an offline GeoIP lookup of the client address', () => {
    const trust = { proxies: [], production: true };
    expect(visitorCountry(request({ 'cf-ipcountry': 'AR' }, '189.203.0.1'), trust)).toBe('MX');
    expect(countryOfAddress('88.0.0.1')).toBe('ES');
    expect(countryOfAddress('181.0.0.1')).toBe('AR');
    expect(countryOfAddress('::ffff:8.8.8.8')).toBe('US');
    expect(countryOfAddress('127.0.0.1')).toBeNull();
    expect(countryOfAddress('not an ip')).toBeNull();
  });
});
