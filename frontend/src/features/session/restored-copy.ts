import { makeVar } from '@apollo/client';

/**
 * Whether the member's copy restored at start (persist.ts) still waits for the server's word on who
 * is signed in and what they may open: set at start when a copy was restored online, cleared when
 * that question is answered or fails (MemberCacheGuard). A copy may be older than an access bought
 * since (a page left within the save's delay never saved the newer one).
 */
export const restoredCopyUnconfirmed = makeVar(false);
