import { REQUEST_RETRIES_WHEN_ENABLED, REQUEST_TIMEOUT_MS } from '../constants';
import { findToken, readAdminAuth, storedUsername } from '../features/session/storage';

export const NO_CACHE_HEADERS = {
  'Cache-Control': 'no-cache, no-store, must-revalidate',
  Pragma: 'no-cache',
  Expires: '0',
} as const;

/** The headers every call carries: the token headers (when a token is stored) and the admin credential. */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = findToken();
  if (token) {
    headers.Authorization = `Bearer ${token}`;
    headers['X-Auth-Token'] = token;
  }
  const adminAuth = readAdminAuth();
  if (adminAuth) headers['X-Admin-Auth'] = adminAuth;
  return headers;
}

/** Appends the timestamp `t` and the `username` parameters (the server ignores both for identity). */
export function withRequestParams(path: string, now = Date.now(), username = storedUsername()): string {
  const url = new URL(path, 'http://placeholder.invalid');
  url.searchParams.set('t', String(now));
  if (username) url.searchParams.set('username', username);
  return path.startsWith('http') ? url.toString() : `${url.pathname}${url.search}`;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${String(status)}: ${body}`);
    this.name = 'ApiError';
  }
}

export interface ApiRequestOptions {
  /** Retry up to 3 times on a network error or a non-OK answer. */
  retry?: boolean;
  timeoutMs?: number;
  /** Session-keeping headers: a flag, a timestamp and the username. */
  keepSession?: boolean;
  fetchImpl?: typeof fetch;
}

/**
 * The shared request behaviour (spec 1, section 7): `t` and `username` parameters, credentials,
 * no-cache headers, JSON content type with a body, token headers, the admin credential, 30 s
 * timeout with abort, optional 3 retries. A non-OK answer throws `status: text`.
 */
export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  { retry = false, timeoutMs = REQUEST_TIMEOUT_MS, keepSession = false, fetchImpl = fetch }: ApiRequestOptions = {},
): Promise<T> {
  const attempts = retry ? REQUEST_RETRIES_WHEN_ENABLED : 1;
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort();
    }, timeoutMs);
    try {
      const username = storedUsername();
      const res = await fetchImpl(withRequestParams(path), {
        method,
        credentials: 'include',
        signal: controller.signal,
        headers: {
          ...NO_CACHE_HEADERS,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(keepSession
            ? { 'X-Session-Keep': 'true', 'X-Session-Timestamp': String(Date.now()), 'X-Session-User': username ?? '' }
            : {}),
          ...authHeaders(),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
      const text = await res.text();
      return (text ? JSON.parse(text) : null) as T;
    } catch (error) {
      lastError = error;
    } finally {
      clearTimeout(timer);
    }
  }
  throw lastError;
}
