import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GRAPHQL_URI } from '../config';
import { REQUEST_TIMEOUT_MS } from '../constants';
import { authHeaders } from '../lib/api-request';
import { secondFactorRequiredLink } from '../features/admin/second-factor-required';
import { idempotencyLink } from './idempotency';
import { persistLink } from './persist';

/**
 * `fetch` that gives up after the spec's request timeout (30 s), keeping any caller's own signal,
 * and carries the stored token headers and admin credential (spec 1, section 7); headers an
 * operation sets itself win.
 */
const fetchWithTimeout: typeof fetch = (input, init) => {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  const headers = new Headers(authHeaders());
  new Headers(init?.headers).forEach((value, key) => {
    headers.set(key, value);
  });
  return fetch(input, { ...init, headers, signal });
};

/**
 * The one Apollo Client of the app. The session travels in the gateway's httpOnly cookie (and, for
 * legacy mobile sessions, a stored bearer token). Spec 1, section 9: queries never go stale
 * (cache-first), never refetch on window focus (Apollo does not) and never retry (there is no
 * RetryLink); mutations do not retry either.
 */
export function createApolloClient(): ApolloClient {
  const cache = new InMemoryCache();
  return new ApolloClient({
    link: ApolloLink.from([
      // The signed-in member's cache is kept for offline use (./persist).
      persistLink(cache),
      // An administrator who must still turn the second factor on is sent to the panel's Security tab.
      secondFactorRequiredLink,
      // Each mutation carries its own Idempotency-Key: a repeat of it gets the first outcome.
      idempotencyLink,
      new HttpLink({ uri: GRAPHQL_URI, credentials: 'same-origin', fetch: fetchWithTimeout }),
    ]),
    cache,
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
