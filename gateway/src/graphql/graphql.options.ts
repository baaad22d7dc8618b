import type { MercuriusDriverConfig } from '@nestjs/mercurius';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../gateway.config.js';
import { GRAPHQL_LIMITS, GRAPHQL_MAX_TOKENS, GRAPHQL_PATH, JSON_BODY_LIMIT_BYTES } from '../gateway.constants.js';
import { GatewayCopy } from '../gateway.copy.js';
import type { HttpReply, HttpRequest } from '../http/http.js';
import type { LiveEmitter } from '../live/live-emitter.js';
import type { LiveSocket } from '../live/live-fanout.service.js';
import type { LiveSubscriptions } from '../live/live-subscriptions.service.js';
import { graphqlBodyGuard } from './graphql-body.js';
import type { GraphQLContext } from './graphql-context.js';
import { executionErrorFormatter, graphqlRouteErrorHandler } from './graphql-errors.js';
import { graphqlRequestShape } from './graphql-request.js';
import { nonNullVariablesWhereRequired } from './non-null-variables.js';
import { limitsBeforeValidation, limitsRefusal } from './query-limits.js';

/** Distinct documents kept parsed and validated (and, once they are the app's, compiled by graphql-jit). */
export const GRAPHQL_CACHED_DOCUMENTS = 1_024;

/**
 * graphql-jit compiles a document on the event loop: about 1 ms in a warm gateway (a distinct
 * 297-field document's second run cost 1.1 ms against 0.3 for its first), tens of ms while the
 * process is cold. So only a document run `minCount` times is compiled (the app's own run
 * thousands of times a minute; a client's made-up ones never get there, and one repeated that often
 * has paid for its compile), and in the background, not on a request's path (Mercurius's adaptive
 * JIT: one at a time, while the loop was less than 80 % busy).
 */
export const GRAPHQL_JIT = { minCount: 100, eluThreshold: 0.8, maxCompilePerTick: 1, maxQueueSize: 100 } as const;

/** GraphQL over HTTP is queries and mutations: subscriptions run on the WebSocket only. */
export const onlyQueriesAndMutations: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation !== 'subscription') return;
    context.reportError(
      new GraphQLError(GatewayCopy.graphql.onlyQueriesAndMutations, {
        nodes: [node],
        extensions: { code: 'BAD_REQUEST', status: 400 },
      }),
    );
  },
});

/** The rules beside GraphQL's own, in the order they refuse (the limits are judged before any rule runs). */
export const gatewayValidationRules = (introspection: boolean): ValidationRule[] => [
  onlyQueriesAndMutations,
  nonNullVariablesWhereRequired,
  ...(introspection ? [] : [NoSchemaIntrospectionCustomRule]),
];

/**
 * GraphQL's `subscribe` runs a document unvalidated: on the WebSocket the gateway validates it
 * itself before the subscription starts (Mercurius's `preSubscriptionExecution` hook): its limits
 * first, as on HTTP (`limitsBeforeValidation`), since some of GraphQL's rules cost the square of the
 * fields; then GraphQL's rules and the gateway's own (not the HTTP-only refusal of subscriptions).
 */
export const validateSubscription =
  (introspection: boolean) =>
  async (schema: GraphQLSchema, document: DocumentNode): Promise<void> => {
    const refusal = limitsRefusal(document, GRAPHQL_LIMITS, introspection);
    if (refusal) throw refusal;
    const rules = [
      ...specifiedRules,
      ...gatewayValidationRules(introspection).filter((r) => r !== onlyQueriesAndMutations),
    ];
    const errors = validate(schema, document, rules);
    if (errors.length > 0) throw errors[0]!;
  };

/** The live subscriptions: the shared emitter and who may open them. */
export interface LiveGraphQL {
  emitter: LiveEmitter;
  subscriptions: LiveSubscriptions;
}

/** Seconds between the server's pings on an open WebSocket (proxies close quiet ones). */
export const LIVE_KEEP_ALIVE_MS = 25_000;

export type GatewayGraphQLOptions = Omit<MercuriusDriverConfig, 'driver'>;

/**
 * Mercurius's options for the gateway's schema, apart from the schema itself: the parsed-document
 * cache and graphql-jit (`GRAPHQL_JIT`), the validation rules, errors in Spanish
 * with `extensions.code` and `status`, the request and reply in the context; POST with one
 * operation in a JSON body only (no batching unless `batching`), no GraphiQL, and in production
 * neither introspection nor GraphQL's "Did you mean …" suggestions (both spell out the schema). Shared by the gateway (through @nestjs/mercurius) and graphql.options.spec.ts.
 */
export function mercuriusOptions(
  logger: Logger,
  {
    introspection,
    suggestions = introspection,
    batching = false,
    live,
  }: { introspection: boolean; suggestions?: boolean; batching?: boolean; live?: LiveGraphQL },
): GatewayGraphQLOptions {
  return {
    ...(live
      ? {
          subscription: {
            emitter: live.emitter,
            keepAlive: LIVE_KEEP_ALIVE_MS,
            // On connect (connection_init): the member of the upgrade request's session, once.
            context: (socket: LiveSocket, request: HttpRequest) => live.subscriptions.connect(socket, request),
          },
        }
      : {}),
    path: GRAPHQL_PATH,
    graphiql: false,
    jit: GRAPHQL_JIT,
    cache: GRAPHQL_CACHED_DOCUMENTS,
    allowBatchedQueries: batching,
    graphql: { parseOptions: { maxTokens: GRAPHQL_MAX_TOKENS } },
    validationRules: gatewayValidationRules(introspection),
    // @nestjs/mercurius adds these to Mercurius (graphql.options.spec.ts adds them itself).
    hooks: {
      preValidation: [limitsBeforeValidation(GRAPHQL_LIMITS, introspection)],
      ...(live ? { preSubscriptionExecution: [validateSubscription(introspection)] } : {}),
    },
    // Mercurius would answer every route's errors (REST's too) in its shape: only its own route's here.
    errorHandler: false,
    errorFormatter: executionErrorFormatter(logger, {
      suggestions,
    }) as unknown as GatewayGraphQLOptions['errorFormatter'],
    context: (req: HttpRequest, reply: HttpReply): GraphQLContext => ({ req, res: reply }),
    additionalRouteOptions: {
      // The JSON limit of every body: a photo is uploaded as multipart, never sent inside GraphQL's.
      bodyLimit: JSON_BODY_LIMIT_BYTES,
      // The bytes judged as they arrive: none past the limit, nor too many tokens, nor too long a document.
      preParsing: [graphqlBodyGuard()],
      preValidation: [graphqlRequestShape(batching)],
      errorHandler: graphqlRouteErrorHandler(logger, { suggestions }),
    },
  };
}

/** The gateway's GraphQL module options: code-first, sorted as committed in gateway/schema.graphql. */
export const graphqlOptions = (config: GatewayConfig, logger: Logger, live?: LiveGraphQL): GatewayGraphQLOptions => ({
  autoSchemaFile: true,
  sortSchema: true,
  ...mercuriusOptions(logger, {
    introspection: config.NODE_ENV !== 'production',
    suggestions: config.NODE_ENV !== 'production',
    live,
  }),
});
