import { CLOCK_SET_SUBJECT, type RpcClient } from '@reto/platform';
import { AnnouncedCache, memberAnnouncement } from './announced-cache.js';

/** A replica's cache over an RpcClient whose announcements and connection loss the test delivers. */
function started() {
  const callbacks = new Map<string, (error: Error | null, message: { json: () => unknown }) => void>();
  let lost = () => undefined as void;
  const rpc = {
    nats: {
      subscribe: (subject: string, { callback }: { callback: (error: Error | null, message: unknown) => void }) => {
        callbacks.set(subject, callback);
        return { unsubscribe: () => callbacks.delete(subject) };
      },
    },
    onConnectionLost: (listener: () => void) => (lost = listener),
  } as unknown as RpcClient;
  const cache = new AnnouncedCache<{ n: number; room: string }>(
    rpc,
    {
      prefix: 'p.',
      announcements: [
        { subject: 'owner.changed' },
        memberAnnouncement('owner.member.changed'),
        { subject: 'owner.room.changed', indexed: (body) => (body as { room: string }).room },
      ],
    },
    { max: 10, ttlMs: 60_000, indexBy: ({ room }) => [room] },
  );
  cache.listen();
  let asked = 0;
  const value = (key = 'k', member?: string, room = 'hall') =>
    cache.remember(key, async () => ({ n: ++asked, room }), member);
  const announce = (subject: string, body: unknown = {}) => callbacks.get(`p.${subject}`)?.(null, { json: () => body });
  return { cache, value, announce, lose: () => lost() };
}

describe('a cache of what an owner announces', () => {
  it.each([
    ["the owner's announcement", (s: ReturnType<typeof started>) => s.announce('owner.changed')],
    ['a moved clock', (s: ReturnType<typeof started>) => s.announce(CLOCK_SET_SUBJECT)],
    ['a lost connection to NATS', (s: ReturnType<typeof started>) => s.lose()],
  ])('keeps a value until %s, then asks again', async (_, forget) => {
    const replica = started();
    expect(await replica.value()).toMatchObject({ n: 1 });
    expect(await replica.value()).toMatchObject({ n: 1 });
    forget(replica);
    expect(await replica.value()).toMatchObject({ n: 2 });
  });

  it('answers nothing from memory once stopped (no longer told of changes)', async () => {
    const replica = started();
    await replica.value();
    replica.cache.stop();
    expect(await replica.value()).toMatchObject({ n: 2 });
    expect(await replica.value()).toMatchObject({ n: 3 });
  });

  it("forgets only the announced member's values", async () => {
    const replica = started();
    expect(await replica.value('a', '1')).toMatchObject({ n: 1 });
    expect(await replica.value('b', '2')).toMatchObject({ n: 2 });
    replica.announce('owner.member.changed', { userId: 1 });
    expect(await replica.value('a', '1')).toMatchObject({ n: 3 });
    expect(await replica.value('b', '2')).toMatchObject({ n: 2 });
  });

  it('forgets only the values indexed under the announced name', async () => {
    const replica = started();
    expect(await replica.value('a', '1', 'hall')).toMatchObject({ n: 1 });
    expect(await replica.value('b', '2', 'garden')).toMatchObject({ n: 2 });
    replica.announce('owner.room.changed', { room: 'hall' });
    expect(await replica.value('a', '1', 'hall')).toMatchObject({ n: 3 });
    expect(await replica.value('b', '2', 'garden')).toMatchObject({ n: 2 });
  });

  it('keeps no value asked while an announcement that reaches it arrives (it may predate the change)', async () => {
    const replica = started();
    let answer: (value: { n: number; room: string }) => void = () => undefined;
    const asked = replica.cache.remember('a', () => new Promise((resolve) => (answer = resolve)), '1');
    replica.announce('owner.member.changed', { userId: 1 });
    answer({ n: 0, room: 'hall' });
    expect(await asked).toMatchObject({ n: 0 });
    expect(await replica.value('a', '1')).toMatchObject({ n: 1 });
  });
});
