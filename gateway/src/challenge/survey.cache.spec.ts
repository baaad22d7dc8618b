import { jest } from '@jest/globals';
import { CLOCK_SET_SUBJECT } from '@reto/platform';
import type { MemberInput, SurveyDto } from '@reto/contracts';
import { announcingRpc, onlyDateFaked } from '../../test/challenge-announcements.js';
import type { GatewayConfig } from '../gateway.config.js';
import { SurveyCache } from './survey.cache.js';

const memberOf = (userId: number, timezone = 'America/Mexico_City'): MemberInput => ({
  userId,
  email: `m${userId}@example.com`,
  gender: 'female',
  timezone,
  isAdmin: false,
  emailVerified: true,
});

/** A replica's survey cache, started, with challenge's announcements delivered by the test. */
function replica(ttlMs = 60_000) {
  const { rpc, announce, loseConnection } = announcingRpc();
  const cache = new SurveyCache(rpc, { NATS_SUBJECT_PREFIX: '', EXERCISE_CACHE_TTL_MS: ttlMs } as GatewayConfig);
  cache.onModuleInit();
  let asked = 0;
  /** Challenge's answer: its `edition` counts the times it was asked. */
  const ask = async () => ({ due: true, edition: ++asked, answer: null, inviteReview: false }) as SurveyDto;
  return {
    cache,
    survey: (member: MemberInput) => cache.surveyOf(member, ask),
    memberChanged: (userId: number) => announce('challenge.member.changed', { userId }),
    announce,
    loseConnection,
  };
}

describe("the gateway's satisfaction check-in, kept per member", () => {
  afterEach(() => jest.useRealTimers());

  it("is asked once, and again after the member's announcement only", async () => {
    const { survey, memberChanged } = replica();
    expect(await survey(memberOf(1))).toMatchObject({ edition: 1 });
    expect(await survey(memberOf(1))).toMatchObject({ edition: 1 });
    memberChanged(1);
    expect(await survey(memberOf(1))).toMatchObject({ edition: 2 });
    expect(await survey(memberOf(1))).toMatchObject({ edition: 2 });
  });

  it("keeps each member's own, and another member's announcement leaves it", async () => {
    const { survey, memberChanged } = replica();
    expect(await survey(memberOf(1))).toMatchObject({ edition: 1 });
    expect(await survey(memberOf(2))).toMatchObject({ edition: 2 });
    memberChanged(2);
    expect(await survey(memberOf(1))).toMatchObject({ edition: 1 });
    expect(await survey(memberOf(2))).toMatchObject({ edition: 3 });
  });

  it.each([
    ['a moved clock', (r: ReturnType<typeof replica>) => r.announce(CLOCK_SET_SUBJECT)],
    ['a lost connection to NATS', (r: ReturnType<typeof replica>) => r.loseConnection()],
  ])('is forgotten on %s', async (_, forget) => {
    const r = replica();
    expect(await r.survey(memberOf(1))).toMatchObject({ edition: 1 });
    forget(r);
    expect(await r.survey(memberOf(1))).toMatchObject({ edition: 2 });
  });

  it('is asked anew for other facts of the member (a new timezone), and when their day turns', async () => {
    onlyDateFaked('2026-11-22T05:59:40Z');
    const { survey } = replica();
    expect(await survey(memberOf(1))).toMatchObject({ edition: 1 });
    expect(await survey(memberOf(1, 'Europe/Madrid'))).toMatchObject({ edition: 2 });
    // 06:00 UTC is midnight in Mexico City: the check-in may open on the new day
    jest.setSystemTime(new Date('2026-11-22T06:00:10Z'));
    expect(await survey(memberOf(1))).toMatchObject({ edition: 3 });
    expect(await survey(memberOf(1, 'Europe/Madrid'))).toMatchObject({ edition: 2 });
  });

  it("keeps no answer asked while the member's announcement arrived (it may predate the answer)", async () => {
    const { cache, survey, memberChanged } = replica();
    let answer: (survey: SurveyDto) => void = () => undefined;
    const asked = cache.surveyOf(memberOf(1), () => new Promise((resolve) => (answer = resolve)));
    memberChanged(1);
    answer({ due: true, edition: 0, answer: null, inviteReview: false });
    expect(await asked).toMatchObject({ edition: 0 });
    expect(await survey(memberOf(1))).toMatchObject({ edition: 1 });
  });

  it('keeps nothing with EXERCISE_CACHE_TTL_MS at 0', async () => {
    const { survey } = replica(0);
    expect(await survey(memberOf(1))).toMatchObject({ edition: 1 });
    expect(await survey(memberOf(1))).toMatchObject({ edition: 2 });
  });
});
