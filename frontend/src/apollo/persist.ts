import { ApolloLink, type ApolloCache, type NormalizedCacheObject } from '@apollo/client';
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
  data: NormalizedCacheObject;
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

/**
 * A stored copy read only after the app had started (a slow IndexedDB): the saves of the same
 * member keep it under what the cache holds, so a visit never writes over pages it has not seen.
 */
let lateCopy: Snapshot | null = null;
/** False while the stored copy is being read: a save then would replace it unread. */
let storedCopyRead = true;

/** The stored entities with the cache's own over them (the root query merged field by field). */
function underlay(stored: NormalizedCacheObject, current: NormalizedCacheObject): NormalizedCacheObject {
  return {
    ...stored,
    ...current,
    ROOT_QUERY: { ...stored.ROOT_QUERY, ...current.ROOT_QUERY },
  } as NormalizedCacheObject;
}

/** Writes the cache of the signed-in member now, or deletes the stored one when nobody is signed in. */
export async function saveMemberCache(cache: ApolloCache): Promise<void> {
  if (typeof indexedDB === 'undefined' || !storedCopyRead) return;
  const userId = signedInMemberId(cache);
  try {
    if (userId === null) {
      lateCopy = null;
      await run('readwrite', (store) => store.delete(KEY));
      return;
    }
    const own = cache.extract() as NormalizedCacheObject;
    const data = lateCopy?.userId === userId ? underlay(lateCopy.data, own) : own;
    await run('readwrite', (store) => store.put({ userId, data } satisfies Snapshot, KEY));
  } catch (error) {
    console.warn('Saving the offline copy failed', error);
  }
}

/** Deletes the stored copy (logout). */
export async function clearMemberCache(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  lateCopy = null;
  try {
    await run('readwrite', (store) => store.delete(KEY));
  } catch (error) {
    console.warn('Deleting the offline copy failed', error);
  }
}

/**
 * A stored copy that arrived after the app started. It is shown at once when it is the signed-in
 * member's, or when offline nobody is known yet (what an on-time restore would have shown); it is
 * kept for the member's next saves either way, and the cache is saved again now that it was read.
 */
function adoptLateCopy(cache: ApolloCache, snapshot: Snapshot | undefined): void {
  storedCopyRead = true;
  if (snapshot) {
    lateCopy = snapshot;
    const me = cache.readQuery({ query: MeDocument })?.me;
    const shown = me ? !me.isAdmin && me.id === snapshot.userId : me === undefined && !navigator.onLine;
    if (shown) {
      cache.restore(underlay(snapshot.data, cache.extract() as NormalizedCacheObject));
      // `restore` tells no one: an empty batch makes every open query read the cache again.
      cache.batch({ update: () => undefined });
    }
  }
  void saveMemberCache(cache);
}

/**
 * Puts the stored copy back into the cache before the first render; the member's id, if any. A
 * slow IndexedDB does not hold the first paint: past the bound the app starts, and the copy joins
 * it when read (adoptLateCopy).
 */
export async function restoreMemberCache(cache: ApolloCache): Promise<number | null> {
  if (typeof indexedDB === 'undefined') return null;
  storedCopyRead = false;
  const read = run<Snapshot | undefined>(
    'readonly',
    (store) => store.get(KEY) as IDBRequest<Snapshot | undefined>,
  ).catch((error: unknown) => {
    console.warn('Reading the offline copy failed', error);
    return undefined;
  });
  const timeout = new Promise<'late'>((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS, 'late'));
  const snapshot = await Promise.race([read, timeout]);
  if (snapshot === 'late') {
    void read.then((arrived) => {
      adoptLateCopy(cache, arrived);
    });
    return null;
  }
  storedCopyRead = true;
  if (!snapshot) return null;
  cache.restore(snapshot.data);
  return snapshot.userId;
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
