import { jest } from '@jest/globals';
import type { PostPageDto } from '@reto/contracts/community';
import { CLOCK_SET_SUBJECT } from '@reto/platform';
import { announcingRpc, onlyDateFaked } from '../../test/challenge-announcements.js';
import type { GatewayConfig } from '../gateway.config.js';
import { CommunityCardCache } from './community-card.cache.js';

/** A replica's community card cache, started, told community's announcements by the test. */
function replica() {
  const { rpc, announce, loseConnection } = announcingRpc();
  const cache = new CommunityCardCache(rpc, {
    NATS_SUBJECT_PREFIX: '',
    EXERCISE_CACHE_TTL_MS: 60_000,
  } as GatewayConfig);
  cache.onModuleInit();
  let asked = 0;
  /** Community's answers: a page's `nextCursor` and the unread count count the times asked. */
  const firstPage = (userId: number, groupKey = 'g1') =>
    cache.firstPageOf(userId, 1, async () => ({ groupKey, posts: [], nextCursor: String(++asked) }) as PostPageDto);
  const unread = (userId: number) => cache.unreadOf(userId, async () => ({ unread: ++asked }));
  return {
    firstPage,
    unread,
    memberChanged: (userId: number) => announce('community.member.changed', { userId }),
    groupChanged: (groupKey: string) => announce('community.group.changed', { groupKey }),
    announce,
    loseConnection,
  };
}

describe("the gateway's community card, kept per member", () => {
  afterEach(() => jest.useRealTimers());

  it("keeps the first page until the member's group changes, and only that group's", async () => {
    const r = replica();
    expect(await r.firstPage(1, 'g1')).toMatchObject({ nextCursor: '1' });
    expect(await r.firstPage(1, 'g1')).toMatchObject({ nextCursor: '1' });
    expect(await r.firstPage(2, 'g1')).toMatchObject({ nextCursor: '2' });
    expect(await r.firstPage(3, 'g2')).toMatchObject({ nextCursor: '3' });
    r.groupChanged('g1');
    expect(await r.firstPage(1, 'g1')).toMatchObject({ nextCursor: '4' });
    expect(await r.firstPage(2, 'g1')).toMatchObject({ nextCursor: '5' });
    expect(await r.firstPage(3, 'g2')).toMatchObject({ nextCursor: '3' });
  });

  it("drops the member's first page and unread count on their announcement, not another member's", async () => {
    const r = replica();
    expect(await r.firstPage(1)).toMatchObject({ nextCursor: '1' });
    expect(await r.unread(1)).toEqual({ unread: 2 });
    expect(await r.unread(2)).toEqual({ unread: 3 });
    r.memberChanged(2);
    expect(await r.firstPage(1)).toMatchObject({ nextCursor: '1' });
    expect(await r.unread(1)).toEqual({ unread: 2 });
    r.memberChanged(1);
    expect(await r.firstPage(1)).toMatchObject({ nextCursor: '4' });
    expect(await r.unread(1)).toEqual({ unread: 5 });
    expect(await r.unread(2)).toEqual({ unread: 6 });
  });

  it('keeps the unread count when a group changes (a post is not a message to the member)', async () => {
    const r = replica();
    expect(await r.unread(1)).toEqual({ unread: 1 });
    r.groupChanged('g1');
    expect(await r.unread(1)).toEqual({ unread: 1 });
  });

  it.each([
    ['a moved clock', (r: ReturnType<typeof replica>) => r.announce(CLOCK_SET_SUBJECT)],
    ['a lost connection to NATS', (r: ReturnType<typeof replica>) => r.loseConnection()],
  ])('forgets everything on %s', async (_, forget) => {
    const r = replica();
    expect(await r.firstPage(1)).toMatchObject({ nextCursor: '1' });
    expect(await r.unread(1)).toEqual({ unread: 2 });
    forget(r);
    expect(await r.firstPage(1)).toMatchObject({ nextCursor: '3' });
    expect(await r.unread(1)).toEqual({ unread: 4 });
  });

  it('asks again when a UTC hour begins (an access ends, an author’s day turns, on the hour)', async () => {
    onlyDateFaked('2026-11-22T11:59:50Z');
    const r = replica();
    expect(await r.unread(1)).toEqual({ unread: 1 });
    expect(await r.unread(1)).toEqual({ unread: 1 });
    jest.setSystemTime(new Date('2026-11-22T12:00:00Z'));
    expect(await r.unread(1)).toEqual({ unread: 2 });
  });
});
