import type { CacheVersionDto } from '@reto/contracts';
import type { RpcClient } from '@reto/platform';
import type { GatewayConfig } from '../gateway.config.js';
import { CacheVersionCache } from './cache-version.cache.js';

/** A started cache, with challenge's announcements delivered by the test as NATS would deliver them. */
function announcedVersionCache(ttlMs = 300_000) {
  const callbacks = new Map<string, () => void>();
  let lost = () => undefined as void;
  const rpc = {
    nats: {
      subscribe: (subject: string, { callback }: { callback: () => void }) => {
        callbacks.set(subject, callback);
        return { unsubscribe: () => undefined };
      },
    },
    onConnectionLost: (listener: () => void) => (lost = listener),
  } as unknown as RpcClient;
  const cache = new CacheVersionCache(rpc, { NATS_SUBJECT_PREFIX: '', EXERCISE_CACHE_TTL_MS: ttlMs } as GatewayConfig);
  cache.onModuleInit();
  return {
    cache,
    contentChanged: () => callbacks.get('challenge.content.changed')!(),
    clockSet: () => [...callbacks].find(([subject]) => subject.includes('clock'))![1](),
    connectionLost: () => lost(),
  };
}

describe("the cache version the app checks, kept by the gateway's replica", () => {
  let version = 0;
  let asked = 0;
  const ask = async (): Promise<CacheVersionDto> => {
    asked += 1;
    return { cacheVersion: String(version) };
  };
  beforeEach(() => {
    version = 1;
    asked = 0;
  });

  it("is asked of challenge once, and again only after challenge announces a content change (the trainer's refresh)", async () => {
    const { cache, contentChanged } = announcedVersionCache();
    expect(await cache.versionOf(ask)).toEqual({ cacheVersion: '1' });
    expect(await cache.versionOf(ask)).toEqual({ cacheVersion: '1' });
    expect(asked).toBe(1);
    version = 2;
    contentChanged();
    expect(await cache.versionOf(ask)).toEqual({ cacheVersion: '2' });
    expect(asked).toBe(2);
  });

  it('is asked again after a moved clock or a lost connection to NATS (announcements may have been missed)', async () => {
    const { cache, clockSet, connectionLost } = announcedVersionCache();
    await cache.versionOf(ask);
    clockSet();
    await cache.versionOf(ask);
    connectionLost();
    await cache.versionOf(ask);
    expect(asked).toBe(3);
  });

  it('keeps no version asked while the change was announced (it may predate it)', async () => {
    const { cache, contentChanged } = announcedVersionCache();
    let release!: () => void;
    const slow = cache.versionOf(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return ask();
    });
    await Promise.resolve();
    contentChanged();
    version = 2;
    release();
    await slow;
    expect(await cache.versionOf(ask)).toEqual({ cacheVersion: '2' });
  });

  it('keeps nothing with EXERCISE_CACHE_TTL_MS at 0', async () => {
    const { cache } = announcedVersionCache(0);
    await cache.versionOf(ask);
    await cache.versionOf(ask);
    expect(asked).toBe(2);
  });
});
