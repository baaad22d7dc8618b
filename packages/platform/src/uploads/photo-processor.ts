import { ErrorCodes, PhotoConstants, PhotoMessages } from '@reto/contracts';
import { errorCatalogue } from '../errors.js';
import type { UploadStash } from './upload-stash.js';

export interface ProcessedPhoto {
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
}

/** Every refusal of a photo, wherever it is attached: its status, code and Spanish message. */
export const PhotoErrors = errorCatalogue({
  tooLarge: { status: 413, code: 'photo_too_large', message: PhotoMessages.tooLarge },
  typeRefused: { status: 400, code: 'photo_type_refused', message: PhotoMessages.typeRefused },
  unreadable: { status: 400, code: 'photo_unreadable', message: PhotoMessages.unreadable },
  tooDetailed: { status: 413, code: 'photo_too_large', message: PhotoMessages.tooDetailed },
  expired: { status: 400, code: ErrorCodes.validation, message: PhotoMessages.expired },
});

/**
 * WebP encodings tried in turn until the photo fits one NATS reply: the full 1600 px at lowering
 * qualities, then smaller sizes (only very detailed or noisy pictures get there).
 */
const ENCODINGS: ReadonlyArray<{ maxPixels: number; quality: number }> = [
  { maxPixels: PhotoConstants.maxPixels, quality: 82 },
  { maxPixels: PhotoConstants.maxPixels, quality: 70 },
  { maxPixels: PhotoConstants.maxPixels, quality: 58 },
  { maxPixels: 1280, quality: 58 },
  { maxPixels: 1024, quality: 55 },
  { maxPixels: 800, quality: 50 },
];
const CONTENT_TYPE = 'image/webp';
/** Decoding bombs: refuse images above this many pixels before decoding them. */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED: readonly string[] = PhotoConstants.mimeTypes;
// Loaded when a photo arrives, not by every app that imports the platform (sharp is a native library).
const sharp = async () => (await import('sharp')).default;
const fileTypeFromBuffer = async (bytes: Buffer) => (await import('file-type')).fileTypeFromBuffer(bytes);

/** Whether the bytes are of a photo type accepted (JPEG, PNG or WebP), by their bytes alone. */
export async function isAcceptedPhotoType(bytes: Buffer): Promise<boolean> {
  const detected = await fileTypeFromBuffer(bytes);
  return !!detected && ACCEPTED.includes(detected.mime);
}

/**
 * An uploaded photo made safe to store and serve (DECISIONS.md 3 "Uploads"), for every service that
 * keeps photos: at most 5 MB; its type decided from its bytes (JPEG, PNG or WebP; an SVG, a text
 * file or anything else is refused whatever its name or declared type); decoded and re-encoded by
 * sharp as WebP, turned upright by its EXIF orientation, at most 1600 px on its longest side, with
 * no metadata left (EXIF, GPS, ICC, comments); and small enough to travel in one NATS reply
 * (ENCODINGS, in turn, until it fits).
 */
export async function processPhoto(upload: Buffer): Promise<ProcessedPhoto> {
  if (upload.length > PhotoConstants.maxBytes) throw PhotoErrors.tooLarge();
  if (!(await isAcceptedPhotoType(upload))) throw PhotoErrors.typeRefused();
  try {
    const image = (await sharp())(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    for (const { maxPixels, quality } of ENCODINGS) {
      const { data, info } = await image
        .clone()
        .resize({ width: maxPixels, height: maxPixels, fit: 'inside', withoutEnlargement: true })
        .webp({ quality })
        .toBuffer({ resolveWithObject: true });
      if (data.length <= PhotoConstants.maxStoredBytes) {
        return { contentType: CONTENT_TYPE, bytes: data, width: info.width, height: info.height };
      }
    }
  } catch {
    throw PhotoErrors.unreadable();
  }
  throw PhotoErrors.tooDetailed();
}

/** The photo uploaded under `key` (taken from the stash, once), made safe; an unknown or expired key is refused. */
export async function takePhoto(stash: UploadStash, key: string): Promise<ProcessedPhoto> {
  const upload = await stash.take(key);
  if (!upload) throw PhotoErrors.expired();
  return processPhoto(upload);
}
