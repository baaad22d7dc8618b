/**
 * How the group's page and the conversation read: from the server while online (each answer is
 * kept in the member's saved copy), and offline the saved copy only, so the last page seen opens
 * without a connection instead of a failing request.
 */
export const lastSavedWhenOffline = (online: boolean): 'network-only' | 'cache-only' =>
  online ? 'network-only' : 'cache-only';
