import { ReviewsConstants } from '@reto/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { PHOTO_CONTENT_TYPE, PHOTO_ENCODINGS, PHOTO_MAX_INPUT_PIXELS } from '../reviews.constants.js';
import { ReviewsErrors } from '../reviews.errors.js';

export interface ProcessedPhoto {
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
}

const ACCEPTED: readonly string[] = ReviewsConstants.photoMimeTypes;

/**
 * A visitor's photo made safe to store and serve (DECISIONS.md 3 "Uploads"): at most 5 MB; its type
 * decided from its bytes (JPEG, PNG or WebP; an SVG, a text file or anything else is refused
 * whatever its name or declared type); decoded and re-encoded by sharp as WebP, turned upright by
 * its EXIF orientation, at most 1600 px on its longest side, with no metadata left (EXIF, GPS, ICC,
 * comments); and small enough to travel in one NATS reply (PHOTO_ENCODINGS, in turn, until it fits).
 */
export async function processPhoto(upload: Buffer): Promise<ProcessedPhoto> {
  if (upload.length > ReviewsConstants.maxPhotoBytes) throw ReviewsErrors.photoTooLarge();
  const detected = await fileTypeFromBuffer(upload);
  if (!detected || !ACCEPTED.includes(detected.mime)) throw ReviewsErrors.photoTypeRefused();
  try {
    const image = sharp(upload, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    for (const { maxPixels, quality } of PHOTO_ENCODINGS) {
      const { data, info } = await image
        .clone()
        .resize({ width: maxPixels, height: maxPixels, fit: 'inside', withoutEnlargement: true })
        .webp({ quality })
        .toBuffer({ resolveWithObject: true });
      if (data.length <= ReviewsConstants.maxStoredPhotoBytes) {
        return { contentType: PHOTO_CONTENT_TYPE, bytes: data, width: info.width, height: info.height };
      }
    }
  } catch {
    throw ReviewsErrors.photoUnreadable();
  }
  throw ReviewsErrors.photoTooDetailed();
}
