import type { Logger } from 'pino';
import type { GatewayConfig } from '../gateway.config.js';
import { GRAPHQL_LIMITS } from '../gateway.constants.js';
import type { GraphQLContext } from './graphql-context.js';
import type { GraphQLHttpDriverOptions } from './graphql-http.driver.js';
import { queryLimits } from './query-limits.js';

/**
 * GraphQL at /graphql: code-first, POST with a JSON body only (the API's 415 for anything else is
 * the CSRF prevention: a cross-site form cannot send JSON without a preflight), depth, field and
 * cost limits, no batching, no stack traces, no introspection in production.
 */
export const graphqlOptions = (config: GatewayConfig, logger: Logger): Omit<GraphQLHttpDriverOptions, 'driver'> => {
  const introspection = config.NODE_ENV !== 'production';
  return {
    autoSchemaFile: true,
    sortSchema: true,
    introspection,
    validationRules: [queryLimits(GRAPHQL_LIMITS, introspection)],
    onUnexpectedError: (error) => logger.error({ err: error, path: error.path }, 'unexpected GraphQL error'),
    context: ({ req, res }: GraphQLContext): GraphQLContext => ({ req, res }),
  };
};
