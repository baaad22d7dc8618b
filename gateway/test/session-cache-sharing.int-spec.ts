import { randomUUID } from 'node:crypto';
import { IdentitySubjects, type ResolvedSession, type SessionsChangedNotice, type UserDto } from '@reto/contracts';
import { createLogger, hashToken, RpcClient } from '@reto/platform';
import { NatsProxy, until } from '@reto/platform/testing';
import { SessionCache } from '../src/auth/session.cache.js';
import { GatewayErrors } from '../src/gateway.errors.js';
import { loadGatewayConfig } from '../src/gateway.config.js';

/**
 * One replica's session cache on the real NATS server: the member's screens that arrive together
 * when an entry has ended ask identity once, and an announcement that arrives while identity is
 * asked makes the next request ask again (a logout is never answered from a read that predates it);
 * nor is a logout announced while the replica's connection to NATS was away.
 */
const prefix = `cache-${randomUUID().slice(0, 8)}.`;
const config = loadGatewayConfig({ ...process.env, NATS_SUBJECT_PREFIX: prefix, SESSION_CACHE_TTL_MS: '60000' });
const member = (id: number): UserDto => ({ id, email: `m${id}@example.com` }) as UserDto;

let rpc: RpcClient;
let cache: SessionCache;

const rpcClient = (url: string) =>
  RpcClient.connect({
    url,
    name: 'session-cache-test',
    timeoutMs: 5000,
    subjectPrefix: prefix,
    logger: createLogger('test', 'silent'),
  });

beforeAll(async () => {
  rpc = await rpcClient(config.NATS_URL);
  cache = new SessionCache(rpc, config);
  cache.onModuleInit();
  await rpc.nats.flush();
});

afterAll(async () => {
  cache.onModuleDestroy();
  await rpc.close();
});

/**
 * A resolution by identity that ends when the test says so (the member, and how long identity says
 * that stays true unannounced: far longer than the test by default), counting how often it was asked.
 */
function identity() {
  const asked: Array<(user: UserDto, trueForMs?: number) => void> = [];
  return {
    asked,
    resolve: () =>
      new Promise<ResolvedSession>((answer) =>
        asked.push((user, trueForMs = 60_000) => answer({ ...user, trueForMs })),
      ),
  };
}

const announce = async (notice: SessionsChangedNotice) => {
  rpc.nats.publish(`${prefix}${IdentitySubjects.broadcasts.sessionsChanged}`, JSON.stringify(notice));
  await rpc.nats.flush();
  // The cache's own subscription runs on the same connection: one more round trip and it has run.
  await rpc.nats.flush();
};

it('asks identity once for requests of one token that arrive while it is being resolved', async () => {
  const token = `t-${randomUUID()}`;
  const identityOf = identity();
  const screens = Array.from({ length: 5 }, () => cache.resolve(token, identityOf.resolve));
  expect(identityOf.asked).toHaveLength(1);
  identityOf.asked[0]!(member(1));
  await expect(Promise.all(screens)).resolves.toEqual(Array.from({ length: 5 }, () => member(1)));
  // …and kept: the next request is answered from memory.
  await expect(cache.resolve(token, identityOf.resolve)).resolves.toEqual(member(1));
  expect(identityOf.asked).toHaveLength(1);
});

it('asks identity again for a request that arrives after an announcement, and keeps only that answer', async () => {
  const token = `t-${randomUUID()}`;
  const identityOf = identity();
  const before = cache.resolve(token, identityOf.resolve);
  await announce({ tokenHash: hashToken(token) });
  const after = cache.resolve(token, identityOf.resolve);
  expect(identityOf.asked).toHaveLength(2);
  identityOf.asked[1]!(member(2));
  identityOf.asked[0]!(member(1));
  await expect(before).resolves.toEqual(member(1));
  await expect(after).resolves.toEqual(member(2));
  // The read that predates the announcement was not kept over the later one.
  await expect(cache.resolve(token, identityOf.resolve)).resolves.toEqual(member(2));
  expect(identityOf.asked).toHaveLength(2);
});

it("keeps a session no longer than identity says it stays true unannounced (the session's end, the end of paid access)", async () => {
  const token = `t-${randomUUID()}`;
  const identityOf = identity();
  const endingNow = cache.resolve(token, identityOf.resolve);
  identityOf.asked[0]!(member(6), 0);
  await expect(endingNow).resolves.toEqual(member(6));
  // Nothing kept: the next request asks identity again.
  const endingSoon = cache.resolve(token, identityOf.resolve);
  expect(identityOf.asked).toHaveLength(2);
  identityOf.asked[1]!(member(6), 100);
  await expect(endingSoon).resolves.toEqual(member(6));
  await expect(cache.resolve(token, identityOf.resolve)).resolves.toEqual(member(6));
  expect(identityOf.asked).toHaveLength(2);
  // Once that time is over, identity is asked again, though the cache's own TTL is a minute.
  await new Promise((resolve) => setTimeout(resolve, 300));
  void cache.resolve(token, identityOf.resolve);
  expect(identityOf.asked).toHaveLength(3);
  identityOf.asked[2]!(member(6));
});

it('does not share a failed resolution with the requests after it', async () => {
  const token = `t-${randomUUID()}`;
  await expect(cache.resolve(token, () => Promise.reject(new Error('identity is away')))).rejects.toThrow(
    'identity is away',
  );
  await expect(cache.resolve(token, () => Promise.resolve({ ...member(3), trueForMs: 60_000 }))).resolves.toEqual(
    member(3),
  );
});

it('refuses from memory, with the same 401, a token identity said names no live session (a forged or ended cookie)', async () => {
  const token = `t-${randomUUID()}`;
  const ended = GatewayErrors.unauthenticated();
  await expect(cache.resolve(token, () => Promise.reject(ended))).rejects.toBe(ended);
  let asked = 0;
  const live = () => (asked++, Promise.resolve({ ...member(6), trueForMs: 60_000 }));
  for (let i = 0; i < 3; i++) await expect(cache.resolve(token, live)).rejects.toMatchObject({ body: ended.body });
  expect(asked).toBe(0);
  // Another token is asked of identity as before.
  await expect(cache.resolve(`t-${randomUUID()}`, live)).resolves.toEqual(member(6));
  expect(asked).toBe(1);
});

it('answers nothing from memory that it resolved before its connection to NATS was lost', async () => {
  // This replica reaches NATS through a proxy; identity's announcement goes out while it is cut.
  const proxy = await NatsProxy.start(config.NATS_URL);
  const replica = await rpcClient(proxy.url);
  const replicaCache = new SessionCache(replica, config);
  replicaCache.onModuleInit();
  try {
    await replica.nats.flush();
    const token = `t-${randomUUID()}`;
    const identityOf = identity();
    const signedIn = replicaCache.resolve(token, identityOf.resolve);
    identityOf.asked[0]!(member(4));
    await expect(signedIn).resolves.toEqual(member(4));

    proxy.cut();
    await until(() => replica.busAway, { what: 'the replica to lose NATS' });
    await announce({ tokenHash: hashToken(token) });
    proxy.restore();
    await until(async () => !replica.busAway && (await replica.isHealthy()), { what: 'the replica to be back' });

    // The logout never reached this replica: it asks identity again instead of answering from memory.
    const afterwards = replicaCache.resolve(token, identityOf.resolve);
    expect(identityOf.asked).toHaveLength(2);
    identityOf.asked[1]!(member(5));
    await expect(afterwards).resolves.toEqual(member(5));
  } finally {
    replicaCache.onModuleDestroy();
    await replica.nats.close();
    await proxy.close();
  }
});
