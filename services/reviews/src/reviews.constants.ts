import { ReviewsConstants } from '@reto/contracts';

/** The reviews service's numbers and names, in one place (the spec's ones come from the contracts). */
export const AGGREGATE_CACHE_KEY = 'aggregate';
/** A safety net only: every publication refreshes the cached aggregate at once. */
export const AGGREGATE_CACHE_TTL_S = 600;
/**
 * WebP encodings tried in turn until the photo fits one NATS reply: the full 1600 px at lowering
 * qualities, then smaller sizes (only very detailed or noisy pictures get there).
 */
export const PHOTO_ENCODINGS: ReadonlyArray<{ maxPixels: number; quality: number }> = [
  { maxPixels: ReviewsConstants.maxPhotoPixels, quality: 82 },
  { maxPixels: ReviewsConstants.maxPhotoPixels, quality: 70 },
  { maxPixels: ReviewsConstants.maxPhotoPixels, quality: 58 },
  { maxPixels: 1280, quality: 58 },
  { maxPixels: 1024, quality: 55 },
  { maxPixels: 800, quality: 50 },
];
export const PHOTO_CONTENT_TYPE = 'image/webp';
/** Decoding bombs: refuse images above this many pixels before decoding them. */
export const PHOTO_MAX_INPUT_PIXELS = 40_000_000;
