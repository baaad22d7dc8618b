/** The reviews service's numbers and names, in one place (the spec's ones come from the contracts). */
export const AGGREGATE_CACHE_KEY = 'aggregate';
/** A safety net only: every publication refreshes the cached aggregate at once. */
export const AGGREGATE_CACHE_TTL_S = 600;
/** WebP qualities tried in turn until the photo fits one NATS reply. */
export const PHOTO_WEBP_QUALITIES = [82, 72, 62, 50, 40] as const;
export const PHOTO_CONTENT_TYPE = 'image/webp';
/** Decoding bombs: refuse images above this many pixels before decoding them. */
export const PHOTO_MAX_INPUT_PIXELS = 40_000_000;
