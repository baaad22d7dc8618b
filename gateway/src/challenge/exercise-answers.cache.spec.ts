import { jest } from '@jest/globals';
import type { ExerciseDetailDto, MemberInput, WorkoutUnitDto } from '@reto/contracts';
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
