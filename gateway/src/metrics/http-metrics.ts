import { metricsRegistry } from '@reto/platform';
import type { FastifyRequest } from 'fastify';
import { Histogram } from 'prom-client';
import { API_PATH_PREFIXES, GRAPHQL_PATH } from '../gateway.constants.js';
import { pathOf, SPA_ROUTE } from '../http/http.js';

export const httpRequestDuration = new Histogram({
  name: 'reto_http_request_duration_seconds',
  help: 'HTTP requests the gateway answered, by method, route and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/**
 * A route label with few values: the matched route's pattern (`/api/workout-units/:id`), the
 * mount point of GraphQL, or "unmatched" / "spa" for what no route took.
 */
export function routeLabel(req: FastifyRequest): string {
  const pattern = req.is404 ? undefined : req.routeOptions.url;
  if (pattern === GRAPHQL_PATH) return GRAPHQL_PATH;
  if (pattern !== undefined && pattern !== SPA_ROUTE) return pattern;
  const path = pathOf(req);
  const prefix = API_PATH_PREFIXES.find((api) => path === api || path.startsWith(`${api}/`));
  if (prefix === GRAPHQL_PATH) return prefix;
  return prefix ? 'unmatched' : 'spa';
}
