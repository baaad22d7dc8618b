import { useSyncExternalStore } from 'react';
import { memberSignedInHere, onMemberSignedInChange } from './storage';

/**
 * Whether a member is signed in on this browser, re-read when it changes: a public page shown before
 * the session was known follows it (the sales page's header offers her panel once she is known).
 */
export const useMemberSignedInHere = (): boolean =>
  useSyncExternalStore(onMemberSignedInChange, memberSignedInHere, () => false);
