import type { ResolvedSession, SessionsChangedNotice } from '@reto/contracts';
import { hashToken } from '@reto/platform';
import { announcingRpc } from '../../test/challenge-announcements.js';
import { gatewayConfigSchema, type GatewayConfig } from '../gateway.config.js';
import { SessionCache } from './session.cache.js';

/** A started session cache, with identity's announcements delivered by the test as NATS would deliver them. */
function announcedSessionCache(maxEntries = gatewayConfigSchema.shape.SESSION_CACHE_MAX_ENTRIES.parse(undefined)) {
  const { rpc, announce } = announcingRpc();
  const cache = new SessionCache(rpc, {
    NATS_SUBJECT_PREFIX: '',
    SESSION_CACHE_TTL_MS: 600_000,
    SESSION_CACHE_MAX_ENTRIES: maxEntries,
  } as GatewayConfig);
  cache.onModuleInit();
  const sessionsChanged = (notice: SessionsChangedNotice) => announce('identity.sessions.changed', notice);
  return { cache, sessionsChanged };
}

const session = (id: number): ResolvedSession =>
  ({ id, username: `m${id}`, email: `m${id}@example.com`, trueForMs: 3_600_000 }) as unknown as ResolvedSession;

describe('the sessions a gateway replica holds in memory now (what the poll answered on arrival reads)', () => {
  it('are the resolved ones only, and none once identity announced the session ended or its member changed', async () => {
    const { cache, sessionsChanged } = announcedSessionCache();
    expect(cache.kept('token-a')).toBeUndefined();
    await cache.resolve('token-a', async () => session(1));
    await cache.resolve('token-b', async () => session(2));
    expect(cache.kept('token-a')).toMatchObject({ id: 1 });
    sessionsChanged({ tokenHash: hashToken('token-a') });
    expect(cache.kept('token-a')).toBeUndefined();
    expect(cache.kept('token-b')).toMatchObject({ id: 2 });
    sessionsChanged({ userId: 2 });
    expect(cache.kept('token-b')).toBeUndefined();
  });

  it('are none once identity announced a change of their member by e-mail (a payment not linked to an account yet)', async () => {
    const { cache, sessionsChanged } = announcedSessionCache();
    await cache.resolve('token-d', async () => ({ ...session(4), email: 'Ana.Mora@Example.com' }));
    await cache.resolve('token-e', async () => session(5));
    sessionsChanged({ email: 'ana.mora@example.com' });
    expect(cache.kept('token-d')).toBeUndefined();
    expect(cache.kept('token-e')).toMatchObject({ id: 5 });
  });

  it('are none while a resolution is under way (it is not waited for) and none after this replica ended the session', async () => {
    const { cache } = announcedSessionCache();
    let release!: () => void;
    const resolving = cache.resolve('token-c', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return session(3);
    });
    expect(cache.kept('token-c')).toBeUndefined();
    release();
    await resolving;
    expect(cache.kept('token-c')).toMatchObject({ id: 3 });
    cache.forget('token-c');
    expect(cache.kept('token-c')).toBeUndefined();
  });

  it('are as many as SESSION_CACHE_MAX_ENTRIES says: 100,000 members active at once, none of them asks identity again', async () => {
    const { cache } = announcedSessionCache(100_000);
    for (let id = 1; id <= 100_000; id += 1) await cache.resolve(`token-${id}`, async () => session(id));
    expect(cache.kept('token-1')).toMatchObject({ id: 1 });
    expect(cache.kept('token-100000')).toMatchObject({ id: 100_000 });
    // one more: the least recently used goes
    await cache.resolve('token-100001', async () => session(100_001));
    expect(cache.kept('token-2')).toBeUndefined();
  });
});
