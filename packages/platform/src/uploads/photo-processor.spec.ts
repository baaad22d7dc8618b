import { PhotoConstants } from '@reto/contracts';
import { DomainError } from '../errors.js';
import sharp from 'sharp';
import { disguisedSvg, jpegWithExif, largeJpeg, sixMegabytes, textFile } from '../testing/photo-files.js';
import { processPhoto } from './photo-processor.js';

/** Encoding a few megapixels takes seconds on a loaded 2-core machine. */
const IMAGE_WORK_MS = 30_000;

const refusalOf = async (bytes: Buffer) => {
  const error = await processPhoto(bytes).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).body;
};

describe('processPhoto', () => {
  it('refuses an SVG, a text file and anything beyond 5 MB, by their bytes', async () => {
    expect(await refusalOf(disguisedSvg())).toMatchObject({ status: 400, code: 'photo_type_refused' });
    expect(await refusalOf(textFile())).toMatchObject({ status: 400, code: 'photo_type_refused' });
    expect(await refusalOf(sixMegabytes())).toMatchObject({ status: 413, code: 'photo_too_large' });
  });

  it('refuses bytes that start like a JPEG but do not decode', async () => {
    const broken = Buffer.concat([(await jpegWithExif()).subarray(0, 600), Buffer.alloc(400)]);
    expect(await refusalOf(broken)).toMatchObject({ status: 400, code: 'photo_unreadable' });
  });

  it(
    're-encodes to WebP at most 1600 px, without EXIF',
    async () => {
      const photo = await processPhoto(await jpegWithExif());
      expect(photo).toMatchObject({ contentType: 'image/webp', width: 1600, height: 1067 });
      const metadata = await sharp(photo.bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
    },
    IMAGE_WORK_MS,
  );

  it('turns the picture upright by its EXIF orientation before dropping it', async () => {
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: 'white' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await processPhoto(sideways)).toMatchObject({ width: 200, height: 400 });
  });

  it(
    'keeps even a noisy picture small enough for one NATS reply',
    async () => {
      const photo = await processPhoto(await largeJpeg());
      expect(photo.bytes.length).toBeLessThanOrEqual(PhotoConstants.maxStoredBytes);
      expect(Math.ceil(photo.bytes.length / 3) * 4).toBeLessThan(1024 * 1024 - 1024);
    },
    IMAGE_WORK_MS,
  );
});
