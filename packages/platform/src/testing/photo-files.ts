// Image files as a member's phone or an attacker would upload them, for the tests of the review
// photos (the reviews service's and the whole system's). sharp loads only when an image is made.
import { randomBytes } from 'node:crypto';

const sharp = async () => (await import('sharp')).default;

/** A real 3000 x 2000 JPEG carrying EXIF (camera, GPS-like comment) as a phone would send it. */
export const jpegWithExif = async () =>
  (await sharp())({ create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({ IFD0: { Make: 'RetoCam', Model: 'Fase 1', Copyright: 'Casa de Valeria, 19.43N 99.13W' } })
    .jpeg({ quality: 85 })
    .toBuffer();

/** A phone photo of 1200 x 900 with its camera and where it was taken (EXIF GPS: latitude and longitude). */
export const jpegWithGps = async () =>
  (await sharp())({ create: { width: 1200, height: 900, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    .withExif({
      IFD0: { Make: 'RetoCam', Model: 'Fase 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 25/1 48/1', GPSLongitudeRef: 'W', GPSLongitude: '99/1 7/1 59/1' },
    })
    .jpeg({ quality: 85 })
    .toBuffer();

/** Whether EXIF data (as sharp's metadata gives it) holds a GPS section: the GPSInfo pointer tag 0x8825, little-endian as libvips writes it. */
export const hasGpsTag = (exif: Buffer | undefined) => !!exif && exif.includes(Buffer.from([0x25, 0x88]));

/** A small real PNG. */
export const smallPng = async () =>
  (await sharp())({ create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } } })
    .png()
    .toBuffer();

/** An SVG with a script: whatever name or declared type it travels with, its bytes say SVG. */
export const disguisedSvg = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
  );

export const textFile = () => Buffer.from('Esto no es una imagen, es un archivo de texto.\n');

/** 6 MB starting like a JPEG: refused for its size before anything reads it. */
export const sixMegabytes = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(6 * 1024 * 1024)]);

/** A noisy 1200 x 1200 JPEG of more than 1 MB: larger than a NATS message and than the ordinary JSON limit. */
export const largeJpeg = async () =>
  (await sharp())(randomBytes(1200 * 1200 * 3), { raw: { width: 1200, height: 1200, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
