import { randomBytes } from 'node:crypto';
import { PhotoMessages, ReviewsMessages } from '@reto/contracts';
import { connectUploadStash, isAcceptedPhotoType } from '@reto/platform';
import { refusalOf } from '@reto/platform/testing';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import type { RateLimitService } from '../src/rate-limit/rate-limit.service.js';
import { PhotoUploadsService } from '../src/uploads/photo-uploads.service.js';

/**
 * A photo that arrives already read (a legacy review form's multipart field, the deprecated data
 * URL) passes the same gate as the upload path: a 413 over 5 MB, a 400 for anything but JPEG, PNG
 * or WebP by its bytes, each in Spanish, and nothing of a refused one is kept in the shared stash
 * (real Redis, the stash's own connection).
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `photos${randomBytes(4).toString('hex')}`;
const stash = connectUploadStash({ REDIS_URL, REDIS_PREFIX: prefix });
const redis = new Redis(REDIS_URL);
// `keep` asks no rate limit (the form that carries the photo was limited already)
const uploads = new PhotoUploadsService(stash, undefined as unknown as RateLimitService);
const kept = async () => (await redis.keys(`${prefix}:uploads:*`)).length;

afterAll(async () => {
  const keys = await redis.keys(`${prefix}:uploads:*`);
  if (keys.length) await redis.del(...keys);
  stash.close();
  redis.disconnect();
});

describe('a photo kept from a legacy form', () => {
  it('is refused with a 400 in Spanish, and nothing kept, whatever bytes that are not a photo it is', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const text = Buffer.from('hola, esto no es una foto');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constant(svg),
          fc.constant(text),
          fc.uint8Array({ minLength: 1, maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
        ),
        async (bytes) => {
          fc.pre(!(await isAcceptedPhotoType(bytes)));
          const before = await kept();
          expect(await refusalOf(uploads.keep(bytes))).toMatchObject({
            status: 400,
            message: PhotoMessages.typeRefused,
          });
          expect(await kept()).toBe(before);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is refused with a 413 in Spanish over 5 MB, and nothing kept', async () => {
    const big = Buffer.concat([
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
        .jpeg()
        .toBuffer(),
      Buffer.alloc(5 * 1024 * 1024),
    ]);
    const before = await kept();
    expect(await refusalOf(uploads.keep(big))).toMatchObject({ status: 413, message: ReviewsMessages.photoTooLarge });
    expect(await kept()).toBe(before);
  });

  it('keeps a JPEG, a PNG and a WebP, each under its own key, the bytes as sent', async () => {
    const image = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } });
    for (const bytes of [
      await image().jpeg().toBuffer(),
      await image().png().toBuffer(),
      await image().webp().toBuffer(),
    ]) {
      const key = await uploads.keep(bytes);
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect((await stash.take(key!))?.equals(bytes)).toBe(true);
    }
    expect(await uploads.keep(null)).toBeNull();
  });
});
