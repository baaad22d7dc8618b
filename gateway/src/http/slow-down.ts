import type { FastifyInstance, FastifyRequest } from 'fastify';
import slowDown from 'fastify-slow-down';
import ipaddr from 'ipaddr.js';
import type { Logger } from 'pino';
import { SLOW_DOWN_ADDRESSES_KEPT, SLOW_DOWN_MAX_MS, SLOW_DOWN_STEP_MS } from '../gateway.constants.js';
import { pathOf, SPA_ROUTE } from './http.js';

/** The one key of every address that does not parse (a proxy's garbage is one client, not many). */
export const UNPARSABLE_ADDRESS = 'unparsable';

/**
 * Whose requests are counted together: an IPv4 address (also written as IPv4-mapped IPv6), or the
 * /64 network of an IPv6 one, since one subscriber holds a whole /64 and could draw a new address
 * for every request.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return UNPARSABLE_ADDRESS;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${network.map((part) => part.toString(16)).join(':')}::/64`;
}

/**
 * The key of a request's client address, made once per request: fastify-slow-down asks for it in
 * its onRequest hook and again in its onSend hook (which uses it only to undo a count, never here).
 */
export function requestAddressKey(): (req: FastifyRequest) => string {
  const keys = new WeakMap<FastifyRequest, string>();
  return (req) => {
    let key = keys.get(req);
    if (key === undefined) keys.set(req, (key = addressKey(req.ip)));
    return key;
  };
}

/**
 * The orchestrator's probes and the app's own files (a hashed script, an icon: what a page load asks
 * by the dozen) are never held back; every other request counts. Judged by the route Fastify
 * matched, so no spelling of another path passes for a probe.
 */
export function isCounted(req: FastifyRequest): boolean {
  const route = req.routeOptions.url;
  if (route?.startsWith('/health/')) return false;
  return !(route === SPA_ROUTE && /\.[a-z0-9]+$/i.test(pathOf(req)));
}

/**
 * A flood from one client address waits instead of taking the replica's time from everyone else
 * (fastify-slow-down, its onRequest hook): past `after` requests of one address within the window,
 * each next one is held SLOW_DOWN_STEP_MS longer than the one before, up to SLOW_DOWN_MAX_MS, and
 * then goes on as usual. Nothing is refused and nothing read meanwhile (a held body waits on TCP),
 * so a client of one address with a few requests in flight gets a few a second. Counted per replica
 * in memory (no Redis round trip on every request); the first request past the count is logged.
 * Registered after the poll's "not modified" answer, which is never held. No headers tell a client
 * its count. `after` 0: not registered.
 */
export async function registerSlowDown(
  app: FastifyInstance,
  logger: Logger,
  { after, windowSeconds }: { after: number; windowSeconds: number },
): Promise<void> {
  if (after === 0) return;
  const keyOf = requestAddressKey();
  await app.register(slowDown, {
    delayAfter: after,
    timeWindow: windowSeconds * 1000,
    delay: SLOW_DOWN_STEP_MS,
    maxDelay: SLOW_DOWN_MAX_MS,
    inMemoryCacheSize: SLOW_DOWN_ADDRESSES_KEPT,
    headers: false,
    keyGenerator: keyOf,
    skip: (req) => !isCounted(req),
    onLimitReached: (req) => logger.warn({ address: keyOf(req), after, windowSeconds }, 'a client address slowed down'),
  });
}
