import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  storeAdminAuth,
  storeAuthToken,
  storeDeviceToken,
  rememberUsername,
  clearAuthData,
} from '../features/session/storage';
import { apiRequest, withRequestParams } from './api-request';

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

beforeEach(() => {
  clearAuthData();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('adds t and username, no-cache and JSON headers, credentials, and the token headers', async () => {
    rememberUsername('ana');
    storeDeviceToken('device-1');
    storeAuthToken('auth-1');
    storeAdminAuth('cred-1');
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(ok({ done: true }));
    expect(await apiRequest('POST', '/api/update-timezone', { timezone: 'Europe/Madrid' }, { fetchImpl })).toEqual({
      done: true,
    });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toMatch(/^\/api\/update-timezone\?t=\d+&username=ana$/);
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({
      'Cache-Control': 'no-cache, no-store, must-revalidate',
      'Content-Type': 'application/json',
      Authorization: 'Bearer auth-1',
      'X-Auth-Token': 'auth-1',
      'X-Admin-Auth': 'cred-1',
    });
  });

  it('uses the device token when it is the only one', async () => {
    storeDeviceToken('device-2');
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(ok({}));
    await apiRequest('GET', '/api/user', undefined, { fetchImpl });
    expect(fetchImpl.mock.calls[0]![1]?.headers).toMatchObject({ Authorization: 'Bearer device-2' });
    expect(fetchImpl.mock.calls[0]![1]?.headers).not.toHaveProperty('Content-Type');
  });

  it('throws "status: text" on a non-OK answer, retrying 3 times only when asked', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockImplementation(() => Promise.resolve(new Response('nope', { status: 500 })));
    await expect(apiRequest('GET', '/api/user', undefined, { fetchImpl })).rejects.toThrow('500: nope');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await expect(apiRequest('GET', '/api/user', undefined, { fetchImpl, retry: true })).rejects.toThrow('500: nope');
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it('aborts after the timeout', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockImplementation(
      (_, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    await expect(apiRequest('GET', '/api/user', undefined, { fetchImpl, timeoutMs: 20 })).rejects.toThrow('aborted');
  });

  it('keeps a query string the path already has', () => {
    expect(withRequestParams('/api/verify-email?email=a%40b.c', 5, null)).toBe('/api/verify-email?email=a%40b.c&t=5');
  });
});
