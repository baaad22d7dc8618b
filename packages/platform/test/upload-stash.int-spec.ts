import { randomBytes } from 'node:crypto';
import { connectUploadStash } from '../src/redis/redis.module.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('UploadStash (Redis claim check for uploads larger than a NATS message)', () => {
  const prefix = `stash${randomBytes(4).toString('hex')}`;
  const gateway = connectUploadStash({ REDIS_URL, REDIS_PREFIX: prefix }, 2);
  const service = connectUploadStash({ REDIS_URL, REDIS_PREFIX: prefix }, 2);

  afterAll(() => {
    gateway.close();
    service.close();
  });

  it('hands the same bytes to another connection once, then forgets them', async () => {
    const photo = randomBytes(3 * 1024 * 1024);
    const key = await gateway.put(photo);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect((await service.take(key))?.equals(photo)).toBe(true);
    expect(await service.take(key)).toBeNull();
  });

  it('forgets what nobody took once the time to live has passed', async () => {
    const key = await gateway.put(Buffer.from('audio'));
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await service.take(key)).toBeNull();
  });

  it('takes nothing for a key it never issued or a key of another shape', async () => {
    expect(await service.take(randomBytes(16).toString('hex'))).toBeNull();
    expect(await service.take('*')).toBeNull();
  });
});
