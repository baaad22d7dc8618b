import { ApolloLink, type ApolloCache } from '@apollo/client';
import { map } from 'rxjs';
import { MeDocument } from '../gql/graphql';

/**
 * The signed-in member's Apollo cache kept in IndexedDB, so the dashboard and today's workout open
 * offline. Written a moment after each answer while a member is signed in; deleted when
 * nobody is (logout) and replaced when another member signs in. Apollo Client 4 has no maintained
 * persistence library (apollo3-cache-persist wants Apollo 3), hence this small one.
 */
const DB_NAME = 'reto-offline';
const STORE = 'apollo';
const KEY = 'member-cache';
const SAVE_DELAY_MS = 400;
/** A broken or slow IndexedDB must not hold the app's first paint for long. */
const RESTORE_TIMEOUT_MS = 1500;

interface Snapshot {
  userId: number;
  /** `cache.extract()`: the normalised entities. */
  data: unknown;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE);
    };
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('IndexedDB unavailable'));
    };
  });
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = action(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => {
        resolve(request.result);
      };
      request.onerror = () => {
        reject(request.error ?? new Error('IndexedDB request failed'));
      };
    });
  } finally {
    db.close();
  }
}

const signedInMemberId = (cache: ApolloCache): number | null => {
  const me = cache.readQuery({ query: MeDocument })?.me;
  return me && !me.isAdmin ? me.id : null;
};

/** Writes the cache of the signed-in member now, or deletes the stored one when nobody is signed in. */
export async function saveMemberCache(cache: ApolloCache): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const userId = signedInMemberId(cache);
  try {
    if (userId === null) await run('readwrite', (store) => store.delete(KEY));
    else await run('readwrite', (store) => store.put({ userId, data: cache.extract() } satisfies Snapshot, KEY));
  } catch (error) {
    console.warn('Saving the offline copy failed', error);
  }
}

/** Deletes the stored copy (logout). */
export async function clearMemberCache(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    await run('readwrite', (store) => store.delete(KEY));
  } catch (error) {
    console.warn('Deleting the offline copy failed', error);
  }
}

/** Puts the stored copy back into the cache before the first render; the member's id, if any. */
export async function restoreMemberCache(cache: ApolloCache): Promise<number | null> {
  if (typeof indexedDB === 'undefined') return null;
  const read = run<Snapshot | undefined>('readonly', (store) => store.get(KEY) as IDBRequest<Snapshot | undefined>);
  const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS, undefined));
  try {
    const snapshot = await Promise.race([read, timeout]);
    if (!snapshot) return null;
    cache.restore(snapshot.data);
    return snapshot.userId;
  } catch (error) {
    console.warn('Reading the offline copy failed', error);
    return null;
  }
}

/** A link that saves the cache a moment after every answer (once Apollo has written it). */
export function persistLink(cache: ApolloCache): ApolloLink {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void saveMemberCache(cache), SAVE_DELAY_MS);
  };
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        schedule();
        return result;
      }),
    ),
  );
}
