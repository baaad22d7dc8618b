import { CLOCK_SET_SUBJECT, type RpcClient } from '@reto/platform';
import { AnnouncedCache } from './announced-cache.js';

/** A replica's cache over an RpcClient whose announcements and connection loss the test delivers. */
function started() {
  const callbacks = new Map<string, () => void>();
  let lost = () => undefined as void;
  const rpc = {
    nats: {
      subscribe: (subject: string, { callback }: { callback: () => void }) => {
        callbacks.set(subject, callback);
        return { unsubscribe: () => callbacks.delete(subject) };
      },
    },
    onConnectionLost: (listener: () => void) => (lost = listener),
  } as unknown as RpcClient;
  const cache = new AnnouncedCache<{ n: number }>(
    rpc,
    { prefix: 'p.', subject: 'owner.changed' },
    { max: 10, ttlMs: 60_000 },
  );
  cache.listen();
  let asked = 0;
  const value = () => cache.remember('k', async () => ({ n: ++asked }));
  return { cache, value, announce: (subject: string) => callbacks.get(`p.${subject}`)?.(), lose: () => lost() };
}

describe('a cache of what an owner announces', () => {
  it.each([
    ["the owner's announcement", (s: ReturnType<typeof started>) => s.announce('owner.changed')],
    ['a moved clock', (s: ReturnType<typeof started>) => s.announce(CLOCK_SET_SUBJECT)],
    ['a lost connection to NATS', (s: ReturnType<typeof started>) => s.lose()],
  ])('keeps a value until %s, then asks again', async (_, forget) => {
    const replica = started();
    expect(await replica.value()).toEqual({ n: 1 });
    expect(await replica.value()).toEqual({ n: 1 });
    forget(replica);
    expect(await replica.value()).toEqual({ n: 2 });
  });

  it('answers nothing from memory once stopped (no longer told of changes)', async () => {
    const replica = started();
    await replica.value();
    replica.cache.stop();
    expect(await replica.value()).toEqual({ n: 2 });
    expect(await replica.value()).toEqual({ n: 3 });
  });
});
