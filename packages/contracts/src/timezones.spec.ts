import { SUPPORTED_TIMEZONES, isSupportedTimezone } from './timezones.js';

describe('supported timezones', () => {
  it('are all zones the runtime can compute dates in', () => {
    for (const zone of SUPPORTED_TIMEZONES) {
      expect(() => new Intl.DateTimeFormat('es-ES', { timeZone: zone }).format(0)).not.toThrow();
    }
  });

  it('cover the spec list: US, Latin America and Europe', () => {
    expect(SUPPORTED_TIMEZONES.filter((zone) => zone.startsWith('Europe/'))).toHaveLength(17);
    expect(isSupportedTimezone('America/Mexico_City')).toBe(true);
    expect(isSupportedTimezone('US/Eastern')).toBe(true);
    expect(isSupportedTimezone('Asia/Tokyo')).toBe(false);
    expect(isSupportedTimezone('toString')).toBe(false);
  });
});
