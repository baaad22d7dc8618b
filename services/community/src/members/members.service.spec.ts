import fc from 'fast-check';
import { PROGRAMME_REST_DAYS, streak } from '@reto/contracts';
import type { MemberEntity } from './member.entity.js';
import { progressOf } from './members.service.js';

const REST = new Set(PROGRAMME_REST_DAYS);
const GROUP = '2030-03-02'; // day 1 is 2030-02-02 (UTC)
const onDay = (day: number) => new Date(Date.parse('2030-02-02T12:00:00Z') + (day - 1) * 86_400_000);

/** The member as the community stores them after the completion of `lastDay` (the event's figures). */
const memberAfter = (lastDay: number, streakThen: number, dayDone: boolean): MemberEntity =>
  ({
    userId: 1,
    groupKey: GROUP,
    accessEndsAt: new Date(`${GROUP}T00:00:00Z`),
    changedAt: new Date(0),
    shownName: 'Ana P.',
    timezone: 'UTC',
    challengeDay: lastDay,
    streak: streakThen,
    challengeDayDone: dayDone,
    lastCompletedAt: onDay(lastDay),
  }) as MemberEntity;

describe('progressOf: the streak beside a member’s name', () => {
  it('goes on over the rest day after a completed day 6, as the challenge counts it', () => {
    expect(progressOf(memberAfter(6, 6, true), onDay(7)).streak).toBe(7);
    expect(progressOf(memberAfter(6, 6, true), onDay(8)).streak).toBe(7);
  });

  it('ends when the day of the latest completion was left unfinished and the next day comes', () => {
    // day 5 not finished: the streak of 4 (days 1-4) holds on day 5 and is gone on day 6
    expect(progressOf(memberAfter(5, 4, false), onDay(5)).streak).toBe(4);
    expect(progressOf(memberAfter(5, 4, false), onDay(6)).streak).toBe(0);
  });

  it('after a missed training day keeps only the rest day reached since', () => {
    expect(progressOf(memberAfter(5, 5, true), onDay(7)).streak).toBe(1);
  });

  it('is, any later day, exactly the challenge’s streak of the same completions', () => {
    fc.assert(
      fc.property(
        fc.subarray(Array.from({ length: 28 }, (_, i) => i + 1).filter((day) => !REST.has(day))),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 27 }),
        (doneDays, lastDay, later) => {
          fc.pre(!REST.has(lastDay));
          const done = new Set(doneDays.filter((day) => day <= lastDay));
          const today = Math.min(28, lastDay + later);
          const member = memberAfter(lastDay, streak(done, lastDay, REST), done.has(lastDay));
          expect(progressOf(member, onDay(today)).streak).toBe(streak(done, today, REST));
        },
      ),
    );
  });
});
