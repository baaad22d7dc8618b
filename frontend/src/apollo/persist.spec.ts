import 'fake-indexeddb/auto';
import { gql, InMemoryCache } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MeDocument } from '../gql/graphql';

/** The member's group page and her conversation, as two pages of the app read them. */
const GROUP = gql`
  query Group {
    group {
      id
      text
    }
  }
`;
const CONVERSATION = gql`
  query Conversation {
    conversation {
      id
      text
    }
  }
`;

const member = (id: number, isAdmin = false) => ({
  __typename: 'User' as const,
  id,
  username: `m${id}`,
  email: `m${id}@example.com`,
  firstName: 'Yolanda',
  fullName: 'Yolanda Offline',
  gender: 'female',
  isAdmin,
  hasPaid: true,
  emailVerified: true,
  hasAccess: true,
  timezone: 'Europe/Madrid',
  timezoneLabel: 'Madrid',
  streak: 1,
  progress: 4,
});

const signedIn = (cache: InMemoryCache, id: number) => {
  cache.writeQuery({ query: MeDocument, data: { me: member(id) } as never });
};
const groupPage = { group: { __typename: 'Page', id: 'group', text: 'hoy entreno en el parque' } };
const conversationPage = { conversation: { __typename: 'Page', id: 'conversation', text: 'por la noche' } };

/**
 * A slow IndexedDB: every `open` waits for `release()`, so the stored copy is read past the
 * restore's bound (as on a busy phone).
 */
function slowIndexedDb() {
  const real = indexedDB;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('indexedDB', {
    open(name: string, version: number) {
      const handlers: Record<string, (() => void) | null> = {};
      let opened: IDBOpenDBRequest | undefined;
      void gate.then(() => {
        opened = real.open(name, version);
        for (const event of ['onupgradeneeded', 'onsuccess', 'onerror'] as const)
          opened[event] = () => handlers[event]?.();
      });
      return new Proxy(handlers, {
        get: (target, key) => (key === 'result' || key === 'error' ? opened?.[key] : target[key as string]),
      });
    },
  });
  return () => {
    vi.unstubAllGlobals();
    release();
  };
}

/** What is stored now, read straight from IndexedDB. */
async function storedCopy(): Promise<{ userId: number; data: Record<string, Record<string, unknown>> } | undefined> {
  const db = await new Promise<IDBDatabase>((resolve) => {
    const request = indexedDB.open('reto-offline', 1);
    request.onsuccess = () => resolve(request.result);
  });
  const request = db.transaction('apollo').objectStore('apollo').get('member-cache');
  const value = await new Promise<unknown>((resolve) => (request.onsuccess = () => resolve(request.result)));
  db.close();
  return value as never;
}

/** A first visit that read the group page online and saved it. */
async function aVisitThatSavedTheGroup(persist: typeof import('./persist')) {
  const cache = new InMemoryCache();
  signedIn(cache, 7);
  cache.writeQuery({ query: GROUP, data: groupPage });
  await persist.saveMemberCache(cache);
}

describe('the offline copy when IndexedDB answers after the restore gave up', () => {
  let persist: typeof import('./persist');
  beforeEach(async () => {
    vi.resetModules();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    persist = await import('./persist');
    await persist.clearMemberCache();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offline, the page opens from the copy the moment it is read', async () => {
    await aVisitThatSavedTheGroup(persist);
    const release = slowIndexedDb();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const cache = new InMemoryCache();
    const restoring = persist.restoreMemberCache(cache);
    await vi.advanceTimersByTimeAsync(1500);
    expect(await restoring).toBeNull();
    // the page, opened with nothing to show, reads the cache only (offline)
    const seen: unknown[] = [];
    cache.watch({ query: GROUP, optimistic: true, callback: (diff) => seen.push(diff.result), immediate: true });
    expect(seen.at(-1) ?? null).toBeNull();

    release();
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(groupPage));
  });

  it('online, a visit that never opened the group keeps it in the stored copy', async () => {
    await aVisitThatSavedTheGroup(persist);
    const release = slowIndexedDb();
    const cache = new InMemoryCache();
    const restoring = persist.restoreMemberCache(cache);
    await vi.advanceTimersByTimeAsync(1500);
    expect(await restoring).toBeNull();
    // the server says who is signed in and the conversation page is read; its save must wait
    signedIn(cache, 7);
    cache.writeQuery({ query: CONVERSATION, data: conversationPage });
    await persist.saveMemberCache(cache);
    release();
    await vi.waitFor(async () => {
      const stored = await storedCopy();
      expect(stored?.data.ROOT_QUERY).toMatchObject({ group: expect.anything(), conversation: expect.anything() });
    });
    await persist.saveMemberCache(cache);
    expect((await storedCopy())?.data.ROOT_QUERY).toMatchObject({ group: expect.anything() });
  });

  it("another member's late copy is neither shown nor kept in the new member's", async () => {
    await aVisitThatSavedTheGroup(persist);
    const release = slowIndexedDb();
    const cache = new InMemoryCache();
    const restoring = persist.restoreMemberCache(cache);
    await vi.advanceTimersByTimeAsync(1500);
    await restoring;
    signedIn(cache, 8);
    cache.writeQuery({ query: CONVERSATION, data: conversationPage });
    release();
    await vi.waitFor(async () => expect((await storedCopy())?.userId).toBe(8));
    expect(cache.readQuery({ query: GROUP })).toBeNull();
    expect((await storedCopy())?.data.ROOT_QUERY).not.toHaveProperty('group');
  });

  it('read in time, the copy is restored before the first render, as before', async () => {
    await aVisitThatSavedTheGroup(persist);
    const cache = new InMemoryCache();
    expect(await persist.restoreMemberCache(cache)).toBe(7);
    expect(cache.readQuery({ query: GROUP })).toEqual(groupPage);
  });
});
