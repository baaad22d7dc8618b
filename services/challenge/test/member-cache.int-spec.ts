import { randomUUID } from 'node:crypto';
import { ChallengeSubjects } from '@reto/contracts';
import { connectRedis, createLogger, RpcClient, type JsonReply, type ServiceConfig } from '@reto/platform';
import { NatsProxy, until } from '@reto/platform/testing';
import type { Redis } from 'ioredis';
import { MemberCache } from '../src/cache/member.cache.js';

/** MemberCache against the real Redis (its own key space) and NATS. */
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const logger = createLogger('test', 'silent');
const config = {
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_PREFIX: `mc${randomUUID().slice(0, 8)}`,
  NATS_SUBJECT_PREFIX: `mc${randomUUID().slice(0, 8)}.`,
} as ServiceConfig;
let rpc: RpcClient;
let cache: MemberCache;
let redis: Redis;

const rpcClient = (url: string) =>
  RpcClient.connect({
    url,
    name: 'member-cache-test',
    timeoutMs: 5000,
    subjectPrefix: config.NATS_SUBJECT_PREFIX,
    logger,
  });

beforeAll(async () => {
  rpc = await rpcClient(NATS_URL);
  redis = await connectRedis(config, 'challenge', logger);
  cache = new MemberCache(config, rpc, redis);
  await cache.onApplicationBootstrap();
});

afterAll(async () => {
  redis?.disconnect();
  await rpc?.close();
});

let next = 500;
const aMember = () => ({ userId: (next += 1), email: `cache-${next}@example.com` });
/** What a remembered answer's JSON holds. */
const read = async <T>(reply: Promise<JsonReply<T>>) => JSON.parse((await reply).json.toString()) as T;

describe("the member's cached answers", () => {
  it('answers a warm read from the cache without computing', async () => {
    const member = aMember();
    expect(await read(cache.remember(member, 'day', async () => 'first'))).toBe('first');
    let computed = 0;
    const again = await read(
      cache.remember(member, 'day', async () => {
        computed += 1;
        return 'second';
      }),
    );
    expect(again).toBe('first');
    expect(computed).toBe(0);
  });

  it('keeps nothing computed while a completion dropped the answers: the next read sees the completion', async () => {
    const member = aMember();
    // The read gathers its inputs, then a completion lands and drops the member's answers, then the
    // read's (already stale) answer arrives.
    const raced = await read(
      cache.remember(member, 'day', async () => {
        await cache.forget(member);
        return 'before the completion';
      }),
    );
    expect(raced).toBe('before the completion');
    expect(await read(cache.remember(member, 'day', async () => 'with the completion'))).toBe('with the completion');
  });

  it('drops by e-mail the answers of the account that e-mail last read as', async () => {
    const member = aMember();
    await cache.remember(member, 'units', async () => 'without access');
    await cache.forget({ userId: null, email: member.email.toUpperCase() });
    expect(await read(cache.remember(member, 'units', async () => 'with access'))).toBe('with access');
  });
});

describe('content changed on another replica', () => {
  it('is seen by a replica whose connection to NATS was away when it was announced, once it is back', async () => {
    // The second replica reaches NATS through a proxy, cut while the first announces a new video.
    const proxy = await NatsProxy.start(NATS_URL);
    const replicaRpc = await rpcClient(proxy.url);
    const replica = new MemberCache(config, replicaRpc, redis);
    await replica.onApplicationBootstrap();
    let contentDropped = 0;
    replica.onContentChanged(() => (contentDropped += 1));
    try {
      const member = aMember();
      expect(await read(replica.remember(member, 'day', async () => 'the old video'))).toBe('the old video');

      proxy.cut();
      await until(() => replicaRpc.busAway, { what: 'the replica to lose NATS' });
      await cache.contentChanged();
      rpc.nats.publish(`${config.NATS_SUBJECT_PREFIX}${ChallengeSubjects.broadcasts.contentChanged}`, '{}');
      await rpc.nats.flush();
      proxy.restore();
      await until(() => !replicaRpc.busAway, { what: 'the replica to be back' });

      await until(
        async () => (await read(replica.remember(member, 'day', async () => 'the new video'))) === 'the new video',
        {
          what: 'the answer with the new video',
        },
      );
      expect(contentDropped).toBe(1);
    } finally {
      await replicaRpc.close();
      await proxy.close();
    }
  });
});
