import { internalErrorBody, SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '@reto/platform';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { GRAPHQL_MAX_DOCUMENT_BYTES } from '../gateway.constants.js';
import { GatewayCopy } from '../gateway.copy.js';
import { restErrorHandler } from '../http/api-exception.filter.js';

/**
 * The refusal of a GraphQL document longer than `maxBytes` found in a parsed body (a batch's, a
 * polled query's; a body's own is refused as it arrives, with 413): 400 `query_too_long`, in
 * Spanish, as a document of too many tokens is refused.
 */
export const documentTooLong = (maxBytes = GRAPHQL_MAX_DOCUMENT_BYTES) =>
  new GraphQLError(GatewayCopy.graphql.documentTooLong(Math.floor(maxBytes / 1024)), {
    extensions: { code: 'query_too_long', status: 400 },
  });

/** Mercurius's error for a request refused before anything ran: it carries the reasons in `errors`. */
const MERCURIUS_VALIDATION = 'MER_ERR_GQL_VALIDATION';

const MULTIPLE_OPERATIONS = 'Must provide operation name if query contains multiple operations.';
const UNKNOWN_OPERATION = /^Unknown operation named "(.*)"\.$/;

/** V8's "Maximum call stack size exceeded" (Fastify's own errors, a body too large among them, are RangeErrors too). */
const outOfStack = (error: unknown): error is RangeError =>
  error instanceof RangeError && (error as { statusCode?: unknown }).statusCode === undefined;

/** GraphQL's hint at a name it knows (` Did you mean "register"?`): it spells out the schema to whoever probes it. */
const SUGGESTION = / ?Did you mean [^?]*\?/g;

/** How refusals are worded: with GraphQL's suggestions of names (development) or without (production). */
export interface RefusalOptions {
  suggestions: boolean;
}

const refusal = (error: GraphQLError, code: string, message = error.message): GraphQLFormattedError => {
  const { extensions, ...json } = error.toJSON();
  return { ...json, message, extensions: { code, status: 400, ...(extensions ?? {}) } };
};

/**
 * One reason a request was refused before it ran, in the codes GraphQL clients know and the
 * status 400: a document that does not parse, one GraphQL's or the gateway's rules refuse (the
 * limits carry their own code), variables that do not fit, an operation that cannot be picked.
 */
export function requestRefusal(
  error: unknown,
  { suggestions }: RefusalOptions = { suggestions: true },
): GraphQLFormattedError {
  const refused = reasonOf(error);
  return suggestions ? refused : { ...refused, message: refused.message.replace(SUGGESTION, '') };
}

function reasonOf(error: unknown): GraphQLFormattedError {
  // The parser and some rules recurse once per level: thousands of levels run out of stack.
  if (outOfStack(error)) {
    return { message: GatewayCopy.graphql.nestedTooDeep, extensions: { code: 'query_too_deep', status: 400 } };
  }
  if (!(error instanceof GraphQLError)) {
    return { message: GatewayCopy.http.badRequest, extensions: { code: 'BAD_REQUEST', status: 400 } };
  }
  // graphql-jit's errors leave `extensions` out when they have none.
  const code = (error.extensions as GraphQLError['extensions'] | undefined)?.code;
  if (typeof code === 'string') return refusal(error, code);
  if (error.message.startsWith('Syntax Error')) return refusal(error, 'GRAPHQL_PARSE_FAILED');
  if (error.message.startsWith('Variable "$')) return refusal(error, 'BAD_USER_INPUT');
  if (error.message === MULTIPLE_OPERATIONS) {
    return refusal(error, 'OPERATION_RESOLUTION_FAILURE', GatewayCopy.graphql.operationNameRequired);
  }
  const unknown = UNKNOWN_OPERATION.exec(error.message);
  if (unknown) {
    return refusal(error, 'OPERATION_RESOLUTION_FAILURE', GatewayCopy.graphql.unknownOperation(unknown[1]!));
  }
  return refusal(error, 'GRAPHQL_VALIDATION_FAILED');
}

/**
 * Mercurius's `errorFormatter`: the errors of an operation that ran. Without `data` nothing ran
 * (the variables did not fit, or no operation could be picked): 400 with the refusals. Otherwise
 * 200 with the rest of the data, a resolver's error as the exception filter mapped it (it carries
 * a code), and any other error (a value the schema cannot serialise, …) logged and masked.
 */
export const executionErrorFormatter =
  (logger: Logger, options: RefusalOptions = { suggestions: true }) =>
  (execution: ExecutionResult & { errors: readonly GraphQLError[] }, context?: { reply?: FastifyReply }) => {
    if (execution.data === undefined) {
      return { statusCode: 400, response: { errors: execution.errors.map((error) => requestRefusal(error, options)) } };
    }
    const errors = execution.errors.map((error): GraphQLFormattedError => {
      // graphql-jit's errors leave `extensions` out when the original error had none.
      if (typeof (error.extensions as GraphQLError['extensions'] | undefined)?.code === 'string') return error.toJSON();
      logger.error(
        { reqId: context?.reply?.request.id, err: error.originalError ?? error, path: error.path },
        'unexpected GraphQL error',
      );
      const { message, status } = internalErrorBody();
      return { ...error.toJSON(), message, extensions: { code: 'INTERNAL_SERVER_ERROR', status } };
    });
    return {
      statusCode: unavailableThroughout(execution.data, errors, context?.reply),
      response: { data: execution.data, errors },
    };
  };

/**
 * 503 (with `Retry-After`) when nothing of the answer came back because what serves it is away
 * (a service, the bus, a service's database): every top-level field null and every error a 503, so
 * a client and a proxy see an outage as an outage, as over REST. Anything else, 200 with the rest.
 */
function unavailableThroughout(
  data: ExecutionResult['data'],
  errors: readonly GraphQLFormattedError[],
  reply: FastifyReply | undefined,
): number {
  const fields = Object.values(data ?? {});
  const outage =
    errors.length > 0 &&
    fields.every((value) => value === null) &&
    errors.every((error) => error.extensions?.status === 503);
  if (!outage) return 200;
  reply?.header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
  return 503;
}

/**
 * The GraphQL route's error handler: a request Mercurius refused before running it (400 with its
 * reasons), a validation rule that ran out of stack (400); anything else (a body too large, not
 * JSON) answered like every other path, `{ message, code }` in Spanish.
 */
export const graphqlRouteErrorHandler = (logger: Logger, options: RefusalOptions = { suggestions: true }) => {
  const otherwise = restErrorHandler(logger);
  return (error: FastifyError & { errors?: unknown[] }, request: FastifyRequest, reply: FastifyReply) => {
    if (error.code === MERCURIUS_VALIDATION && Array.isArray(error.errors)) {
      return reply.code(400).send({ errors: error.errors.map((reason) => requestRefusal(reason, options)) });
    }
    if (outOfStack(error)) return reply.code(400).send({ errors: [requestRefusal(error)] });
    return otherwise(error, request, reply);
  };
};
