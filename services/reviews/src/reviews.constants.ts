/** The reviews service's numbers and names, in one place (the spec's ones come from the contracts). */
export const AGGREGATE_CACHE_KEY = 'aggregate';
/** A safety net only: every publication refreshes the cached aggregate at once. */
export const AGGREGATE_CACHE_TTL_S = 600;
