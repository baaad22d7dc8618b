import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import type { GatewayConfig } from '../gateway.config.js';
import { GRAPHQL_MAX_DEPTH, GRAPHQL_MAX_FIELDS } from '../gateway.constants.js';
import type { GraphQLContext } from './graphql-context.js';
import { queryLimits } from './query-limits.js';

/**
 * Apollo at /graphql: code-first, CSRF prevention on, depth and complexity limits, no batching,
 * no stack traces, no introspection in production.
 */
export const graphqlOptions = (config: GatewayConfig): Omit<ApolloDriverConfig, 'driver'> => {
  const introspection = config.NODE_ENV !== 'production';
  return {
    path: '/graphql',
    autoSchemaFile: true,
    sortSchema: true,
    csrfPrevention: true,
    validationRules: [queryLimits(GRAPHQL_MAX_DEPTH, GRAPHQL_MAX_FIELDS, introspection)],
    introspection,
    playground: false,
    graphiql: false,
    includeStacktraceInErrorResponses: false,
    plugins: [ApolloServerPluginCacheControlDisabled()],
    context: ({ req, res }: GraphQLContext): GraphQLContext => ({ req, res }),
  };
};
