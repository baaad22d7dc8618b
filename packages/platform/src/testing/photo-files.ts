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

/** A landscape as a phone would take it at dawn (a sky, hills, a sun; 1600 x 1200), with the camera and GPS in its EXIF. */
export const sunriseJpegWithGps = async () =>
  (await sharp())(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#1d2b64"/><stop offset="0.55" stop-color="#f8786a"/><stop offset="1" stop-color="#fbc78d"/>
      </linearGradient></defs>
      <rect width="1600" height="1200" fill="url(#sky)"/>
      <circle cx="1050" cy="700" r="150" fill="#ffe3a3"/>
      <path d="M0 860 Q 400 640 800 820 T 1600 760 V 1200 H 0 Z" fill="#2c3e50"/>
      <path d="M0 980 Q 500 820 1000 960 T 1600 930 V 1200 H 0 Z" fill="#1a252f"/>
    </svg>`),
  )
    .withExif({
      IFD0: { Make: 'RetoCam', Model: 'Fase 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 25/1 48/1', GPSLongitudeRef: 'W', GPSLongitude: '99/1 7/1 59/1' },
    })
    .jpeg({ quality: 85 })
    .toBuffer();

/** Whether EXIF data (as sharp's metadata gives it) holds a GPS section: the GPSInfo pointer tag 0x8825, little-endian as libvips writes it. */
export const hasGpsTag = (exif: Buffer | undefined) => !!exif && exif.includes(Buffer.from([0x25, 0x88]));

/** The chunks of a WebP file (its RIFF container), by their FourCC: `EXIF` or `XMP ` would carry metadata. */
export function webpChunks(webp: Buffer): string[] {
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= webp.length;) {
    chunks.push(webp.toString('latin1', at, at + 4));
    const size = webp.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return chunks;
}

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
