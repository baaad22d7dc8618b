import { jest } from '@jest/globals';
import fc from 'fast-check';
import type { ExerciseDetailDto, MemberInput, WorkoutUnitDto } from '@reto/contracts';
import { propertySeed } from '@reto/platform/testing';
import { announcedAnswersCache, onlyDateFaked } from '../../test/challenge-announcements.js';
import { localDateOf } from './exercise-answers.cache.js';

const memberOf = (userId: number): MemberInput => ({
  userId,
  email: `m${userId}@example.com`,
  gender: 'female',
  timezone: 'America/Mexico_City',
  isAdmin: false,
  emailVerified: true,
});

describe("the gateway's units list, kept per member", () => {
  afterEach(() => jest.useRealTimers());

  it("is asked once, again after the member's change or new content, not after another member's", async () => {
    const { cache, memberChanged, contentChanged } = announcedAnswersCache();
    let asked = 0;
    const ask = async () => [{ id: ++asked } as unknown as WorkoutUnitDto];
    expect(await cache.unitsOf(memberOf(1), ask)).toEqual([{ id: 1 }]);
    expect(await cache.unitsOf(memberOf(1), ask)).toEqual([{ id: 1 }]);
    memberChanged(2);
    expect(await cache.unitsOf(memberOf(1), ask)).toEqual([{ id: 1 }]);
    // another member's list is theirs
    expect(await cache.unitsOf(memberOf(2), ask)).toEqual([{ id: 2 }]);
    memberChanged(1);
    expect(await cache.unitsOf(memberOf(1), ask)).toEqual([{ id: 3 }]);
    contentChanged();
    expect(await cache.unitsOf(memberOf(1), ask)).toEqual([{ id: 4 }]);
  });

  it("keeps the whole list and its summary apart, and drops both on the member's change", async () => {
    const { cache, memberChanged } = announcedAnswersCache();
    let asked = 0;
    const ask = async () => [{ id: ++asked } as unknown as WorkoutUnitDto];
    expect(await cache.unitsOf(memberOf(1), ask)).toEqual([{ id: 1 }]);
    expect(await cache.unitsOf(memberOf(1), ask, 'summary')).toEqual([{ id: 2 }]);
    expect(await cache.unitsOf(memberOf(1), ask)).toEqual([{ id: 1 }]);
    expect(await cache.unitsOf(memberOf(1), ask, 'summary')).toEqual([{ id: 2 }]);
    memberChanged(1);
    expect(await cache.unitsOf(memberOf(1), ask, 'summary')).toEqual([{ id: 3 }]);
    expect(await cache.unitsOf(memberOf(1), ask)).toEqual([{ id: 4 }]);
  });

  it("is asked anew when the member's day turns where they live", async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T05:59:40Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const { cache } = announcedAnswersCache();
    let asked = 0;
    const ask = async () => [{ id: ++asked } as unknown as WorkoutUnitDto];
    expect(localDateOf('America/Mexico_City')).toBe('2026-11-21');
    expect(await cache.unitsOf(memberOf(1), ask)).toEqual([{ id: 1 }]);
    jest.setSystemTime(new Date('2026-11-22T06:00:10Z'));
    expect(localDateOf('America/Mexico_City')).toBe('2026-11-22');
    expect(await cache.unitsOf(memberOf(1), ask)).toEqual([{ id: 2 }]);
  });
});

describe("the gateway's exercise answers, kept per member", () => {
  afterEach(() => jest.useRealTimers());

  it("are asked anew when the member's day turns where they live (an edition's access ends at their midnight)", async () => {
    onlyDateFaked('2026-11-22T05:59:40Z');
    const { cache } = announcedAnswersCache();
    let asked = 0;
    const ask = async () => ({ id: 5, asked: ++asked }) as unknown as ExerciseDetailDto;
    const request = { member: memberOf(1), exerciseId: 5, unitId: 1, unlockAll: false };
    expect(await cache.answer(request, ask)).toEqual({ id: 5, asked: 1 });
    expect(await cache.answer(request, ask)).toEqual({ id: 5, asked: 1 });
    jest.setSystemTime(new Date('2026-11-22T06:00:10Z'));
    expect(await cache.answer(request, ask)).toEqual({ id: 5, asked: 2 });
  });
});

describe("a member's local date", () => {
  const zones = Intl.supportedValuesOf('timeZone');
  const direct = (timezone: string, at: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      at,
    );

  /** The instant of the zone's local midnight that begins the day of `at` (an hour off on a day the clocks change). */
  const midnightBefore = (timezone: string, at: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(at);
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return at - (at % 1000) - ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000;
  };

  it("is the zone's date at every instant, asked in any order, the instants around a local midnight or far apart", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        // since 1972: every zone's offset a whole number of minutes
        fc.integer({ min: Date.UTC(1972, 0, 2), max: Date.UTC(2100, 0, 1) }),
        fc.array(fc.integer({ min: -120_000, max: 120_000 }), { minLength: 2, maxLength: 30 }),
        fc.array(fc.integer({ min: -36 * 3_600_000, max: 36 * 3_600_000 }), { maxLength: 10 }),
        (timezone, day, nearMidnight, far) => {
          const midnight = midnightBefore(timezone, day);
          for (const at of [...nearMidnight.map((d) => midnight + d), ...far.map((d) => day + d)])
            expect(localDateOf(timezone, new Date(at))).toBe(direct(timezone, at));
        },
      ),
      // fixed in CI, printed elsewhere so a failure can be replayed with PROPERTY_SEED
      { numRuns: 300, seed: propertySeed('local dates', 20261201) },
    );
  });

  it('turns at the very millisecond of the local midnight, asked back and forth across it', () => {
    // 06:00:00.000 UTC is midnight in Mexico City (UTC-6)
    const midnight = Date.UTC(2026, 10, 22, 6, 0, 0);
    expect(localDateOf('America/Mexico_City', new Date(midnight - 1))).toBe('2026-11-21');
    expect(localDateOf('America/Mexico_City', new Date(midnight))).toBe('2026-11-22');
    expect(localDateOf('America/Mexico_City', new Date(midnight - 1))).toBe('2026-11-21');
    // Kathmandu (UTC+05:45): its midnight falls at a quarter past a UTC hour
    const kathmandu = Date.UTC(2026, 10, 21, 18, 15, 0);
    expect(localDateOf('Asia/Kathmandu', new Date(kathmandu - 1))).toBe('2026-11-21');
    expect(localDateOf('Asia/Kathmandu', new Date(kathmandu))).toBe('2026-11-22');
  });
});
