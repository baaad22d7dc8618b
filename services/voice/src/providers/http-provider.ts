import { ProviderUnavailableError, type ProviderKind } from './provider-errors.js';

/**
 * One HTTP call to a provider, abandoned after `timeoutMs`. Any failure (refused, non-2xx, timeout)
 * becomes a ProviderUnavailableError that names the status only: never the text, audio or key.
 */
export async function callProvider(
  kind: ProviderKind,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? `timeout after ${timeoutMs} ms` : 'unreachable';
    throw new ProviderUnavailableError(kind, reason);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new ProviderUnavailableError(kind, `status ${response.status}`);
  }
  return response;
}

/** Reads a provider's body within what is left of the time limit. */
export async function readWithin<T>(kind: ProviderKind, read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch {
    throw new ProviderUnavailableError(kind, 'unreadable answer');
  }
}

/** `https://host/base/` + `v1/...` without double slashes. */
export const endpoint = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

export const bearer = (key: string | undefined): Record<string, string> =>
  key ? { authorization: `Bearer ${key}` } : {};
