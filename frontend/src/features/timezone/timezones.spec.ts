import { describe, expect, it } from 'vitest';
import { SUPPORTED_TIMEZONES, TIMEZONE_ALIASES, offeredTimezones, timezoneForPlace } from './timezones';

describe('the zones offered to a member', () => {
  it('offer each city once: the US aliases name zones already listed, and stay only for whoever has one', () => {
    const offset = (zone: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).format(Date.UTC(2026, 0, 15));
    for (const [alias, zone] of Object.entries(TIMEZONE_ALIASES)) {
      expect(SUPPORTED_TIMEZONES).toContain(zone);
      expect(offset(alias)).toBe(offset(zone!));
    }
    const other = ['US/Pacific', 'US/Mountain', 'US/Central', 'US/Eastern'];
    expect(offeredTimezones(other, 'America/Mexico_City')).toEqual([]);
    expect(offeredTimezones(other, 'US/Central')).toEqual(['US/Central']);
    expect(offeredTimezones(SUPPORTED_TIMEZONES, 'Europe/Madrid')).toHaveLength(SUPPORTED_TIMEZONES.length - 4);
  });
});

describe('the zone of a place typed by a person', () => {
  it('reads the country or city, accents and case aside', () => {
    expect(timezoneForPlace('Monterrey, México')).toBe('America/Mexico_City');
    expect(timezoneForPlace('Sevilla, ESPAÑA')).toBe('Europe/Madrid');
    expect(timezoneForPlace('Medellín - Colombia')).toBe('America/Bogota');
    expect(timezoneForPlace('Quito, Ecuador')).toBe('America/Guayaquil');
    expect(timezoneForPlace('Houston, Texas')).toBe('America/Chicago');
  });

  it('lets the country decide when a city name exists elsewhere ("Córdoba, España")', () => {
    expect(timezoneForPlace('Córdoba, Argentina')).toBe('America/Argentina/Buenos_Aires');
    expect(timezoneForPlace('Córdoba, España')).toBe('Europe/Madrid');
    expect(timezoneForPlace('Valencia, Venezuela')).toBe('America/Caracas');
  });

  it('says nothing when the place names no zone, or a country with several', () => {
    expect(timezoneForPlace('Estados Unidos')).toBeNull();
    expect(timezoneForPlace('Tokio, Japón')).toBeNull();
    expect(timezoneForPlace('')).toBeNull();
    expect(timezoneForPlace('Cancún')).toBeNull();
  });
});
