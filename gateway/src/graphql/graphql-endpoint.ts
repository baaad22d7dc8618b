import { internalErrorBody } from '@reto/platform';
import {
  execute,
  getOperationAST,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { GatewayCopy } from '../gateway.copy.js';
import { readGraphQLRequest, type GraphQLRequest } from './graphql-request.js';
import { nonNullVariablesWhereRequired } from './non-null-variables.js';

/** What `POST /graphql` answers: an HTTP status and the GraphQL response. */
export interface GraphQLAnswer {
  status: number;
  body: { errors?: GraphQLFormattedError[]; data?: unknown };
}

export interface GraphQLEndpointOptions {
  schema: GraphQLSchema;
  /** Rules beside GraphQL's own (the depth and field limits). */
  validationRules: readonly ValidationRule[];
  introspection: boolean;
  /** An execution error nobody mapped (a resolver's value the schema cannot serialise, …): logged, never shown. */
  onUnexpectedError: (error: GraphQLError) => void;
  /** How many distinct operations stay compiled (least recently used dropped first). */
  cachedOperations?: number;
}

/** A document of more tokens is refused while it is parsed (the app's largest has a few hundred). */
const MAX_TOKENS = 10_000;

/** Documents longer than this are prepared every time (the app's own are a few hundred characters). */
const MAX_CACHED_QUERY_CHARS = 10_000;

/** An operation ready to run: parsed, validated, resolved in its document and compiled. */
type Operation = (
  contextValue: object,
  variables: GraphQLRequest['variables'],
) => Promise<ExecutionResult> | ExecutionResult;

/** A refusal before anything runs: 400, with the codes GraphQL clients know. */
const refused = (code: string, errors: readonly GraphQLError[] | string): GraphQLAnswer => ({
  status: 400,
  body: {
    errors: (typeof errors === 'string' ? [new GraphQLError(errors)] : errors).map((error) => ({
      ...error.toJSON(),
      extensions: { code, status: 400, ...error.extensions },
    })),
  },
});

/**
 * GraphQL over HTTP for the gateway's schema, with nothing between the request and the resolvers
 * but what the gateway needs: one operation per request (no batching), the limits and (outside
 * development) no introspection at validation, each distinct operation parsed, validated and
 * compiled by graphql-jit once (graphql-js runs what it cannot compile), resolver errors as the
 * exception filter mapped them, and any other error logged and masked.
 */
export class GraphQLEndpoint {
  private readonly rules: readonly ValidationRule[];
  private readonly operations = new Map<string, Operation>();
  private readonly cachedOperations: number;

  constructor(private readonly options: GraphQLEndpointOptions) {
    this.rules = [
      ...specifiedRules,
      nonNullVariablesWhereRequired,
      ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule]),
      ...options.validationRules,
    ];
    this.cachedOperations = options.cachedOperations ?? 200;
  }

  async answer(body: unknown, contextValue: object): Promise<GraphQLAnswer> {
    const request = readGraphQLRequest(body);
    if (typeof request === 'string') return refused('BAD_REQUEST', request);
    const operation = this.operation(request);
    if (typeof operation !== 'function') return operation;
    const result = await operation(contextValue, request.variables);
    // No `data` at all: the variables did not fit the operation, so nothing ran.
    if (!('data' in result)) return refused('BAD_USER_INPUT', result.errors ?? []);
    return {
      status: 200,
      body: result.errors
        ? { errors: result.errors.map(this.executionError), data: result.data }
        : { data: result.data },
    };
  }

  /** The request's operation ready to run, from the cache when it was seen before; or the refusal. */
  private operation({ query, operationName }: GraphQLRequest): Operation | GraphQLAnswer {
    const key = `${operationName ?? ''}\n${query}`;
    const cached = this.operations.get(key);
    if (cached) {
      // Most recently used last, so the first key is the one to drop.
      this.operations.delete(key);
      this.operations.set(key, cached);
      return cached;
    }
    const prepared = this.prepare(query, operationName);
    if (typeof prepared === 'function' && query.length <= MAX_CACHED_QUERY_CHARS) {
      this.operations.set(key, prepared);
      if (this.operations.size > this.cachedOperations) this.operations.delete(this.operations.keys().next().value!);
    }
    return prepared;
  }

  private prepare(query: string, operationName: string | undefined): Operation | GraphQLAnswer {
    let document: DocumentNode;
    let errors: readonly GraphQLError[];
    try {
      document = parse(query, { maxTokens: MAX_TOKENS });
      errors = validate(this.options.schema, document, this.rules);
    } catch (error) {
      if (error instanceof GraphQLError) return refused('GRAPHQL_PARSE_FAILED', [error]);
      // The parser and some rules recurse once per level: thousands of levels run out of stack.
      if (error instanceof RangeError) return refused('query_too_deep', GatewayCopy.graphql.nestedTooDeep);
      throw error;
    }
    if (errors.length) return refused('GRAPHQL_VALIDATION_FAILED', errors);
    const operation = getOperationAST(document, operationName);
    if (!operation) {
      return refused(
        'OPERATION_RESOLUTION_FAILURE',
        operationName === undefined
          ? GatewayCopy.graphql.operationNameRequired
          : GatewayCopy.graphql.unknownOperation(operationName),
      );
    }
    if (operation.operation === 'subscription') {
      return refused('BAD_REQUEST', GatewayCopy.graphql.onlyQueriesAndMutations);
    }
    const { schema } = this.options;
    const compiled = compileQuery(schema, document, operationName);
    if (isCompiledQuery(compiled))
      return (contextValue, variables) => compiled.query(undefined, contextValue, variables);
    // What graphql-jit cannot compile, graphql-js runs.
    return (contextValue, variableValues) => execute({ schema, document, operationName, variableValues, contextValue });
  }

  /** A resolver's error as the exception filter shaped it (it carries a code); anything else masked. */
  private readonly executionError = (error: GraphQLError): GraphQLFormattedError => {
    // graphql-jit's errors leave `extensions` out when the original error had none.
    if (typeof (error.extensions as GraphQLError['extensions'] | undefined)?.code === 'string') return error.toJSON();
    this.options.onUnexpectedError(error);
    const { message, status } = internalErrorBody();
    return { ...error.toJSON(), message, extensions: { code: 'INTERNAL_SERVER_ERROR', status } };
  };
}
