import { describe, expect, it, vi } from 'vitest';
import { detectTimezone, resolveTimezone } from './detect-timezone';
import { SUPPORTED_TIMEZONES } from './timezones';

describe('resolveTimezone', () => {
  it('keeps every supported zone as it is', () => {
    for (const zone of SUPPORTED_TIMEZONES) expect(resolveTimezone(zone)).toBe(zone);
  });

  it.each([
    ['America/Toronto', 'America/New_York'],
    ['America/Argentina/Cordoba', 'America/New_York'],
    ['Europe/Dublin', 'Europe/Madrid'],
    ['Asia/Tokyo', 'America/New_York'],
    ['Africa/Casablanca', 'Europe/Madrid'],
    ['Australia/Sydney', 'America/New_York'],
    ['Pacific/Auckland', 'America/New_York'],
    ['UTC', 'America/New_York'],
    ['Etc/GMT+5', 'America/New_York'],
  ])('maps the unsupported zone %s to %s by its region', (zone, expected) => {
    expect(resolveTimezone(zone)).toBe(expected);
  });

  it.each([undefined, null, '', '   '])('falls back to New York for %j', (zone) => {
    expect(resolveTimezone(zone)).toBe('America/New_York');
  });

  it('does not treat inherited object keys as regions', () => {
    expect(resolveTimezone('constructor/Foo')).toBe('America/New_York');
  });
});

describe('detectTimezone', () => {
  it('uses the browser timezone when it is supported', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'America/Bogota',
    });
    expect(detectTimezone()).toBe('America/Bogota');
  });

  it('falls back to New York when the browser cannot tell', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(() => {
      throw new Error('no Intl');
    });
    expect(detectTimezone()).toBe('America/New_York');
  });
});
