import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { GRAPHQL_URI } from '../config';
import { REQUEST_TIMEOUT_MS } from '../constants';
import { authHeaders } from '../lib/api-request';
import { secondFactorRequiredLink } from '../features/admin/second-factor-required';
import { whoIsSignedInLink } from '../features/auth/lib/session-cache';
import { readAdminAuth } from '../features/session/storage';
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

/** The live subscriptions' WebSocket, on the page's own origin (the session cookie goes with it). */
const liveUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${GRAPHQL_URI}`;

/**
 * The WebSocket of GraphQL subscriptions: opened only when a screen subscribes (lazy), closed a
 * moment after the last one ends, and opened again after a drop (the gateway may restart).
 */
const liveLink = () =>
  new GraphQLWsLink(
    createClient({
      url: liveUrl,
      // the trainer's inbox is an admin subscription: the panel's credential goes with the connection
      connectionParams: () => {
        const adminAuth = readAdminAuth();
        return adminAuth ? { adminAuth } : {};
      },
      lazy: true,
      lazyCloseTimeout: 3_000,
      retryAttempts: Infinity,
      shouldRetry: () => true,
    }),
  );

const isSubscription = ({ query }: ApolloLink.Operation) => {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' && definition.operation === OperationTypeNode.SUBSCRIPTION;
};

/**
 * The one Apollo Client of the app. The session travels in the gateway's httpOnly cookie (and, for
 * legacy mobile sessions, a stored bearer token). Spec 1, section 9: queries never go stale
 * (cache-first), never refetch on window focus (Apollo does not) and never retry (there is no
 * RetryLink); mutations do not retry either.
 */
export function createApolloClient(): ApolloClient {
  const cache = new InMemoryCache();
  const http = ApolloLink.from([
    // The signed-in member's cache is kept for offline use (./persist).
    persistLink(cache),
    // An administrator who must still turn the second factor on is sent to the panel's Security tab.
    secondFactorRequiredLink,
    // Each mutation carries its own Idempotency-Key: a repeat of it gets the first outcome.
    idempotencyLink,
    // Who is signed in, answered after a sign-in here, is asked again under the new session.
    whoIsSignedInLink,
    new HttpLink({ uri: GRAPHQL_URI, credentials: 'same-origin', fetch: fetchWithTimeout }),
  ]);
  return new ApolloClient({
    // Subscriptions (the group, live) go over the WebSocket; queries and mutations over HTTP.
    link: typeof WebSocket === 'undefined' ? http : ApolloLink.split(isSubscription, liveLink(), http),
    cache,
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
