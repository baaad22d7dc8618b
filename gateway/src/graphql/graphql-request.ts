import { GatewayCopy } from '../gateway.copy.js';

/** One GraphQL operation as a POST body carries it (GraphQL over HTTP). */
export interface GraphQLRequest {
  query: string;
  variables: Record<string, unknown> | undefined;
  operationName: string | undefined;
}

/**
 * The body of `POST /graphql` read at the edge: one JSON object with a non-empty `query` text, an
 * optional `variables` object and an optional `operationName` text. Anything else (a batch, a
 * persisted-query hash without its text, a string of variables) is the Spanish reason it is refused.
 */
export function readGraphQLRequest(body: unknown): GraphQLRequest | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return GatewayCopy.graphql.notOneOperation;
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '') return GatewayCopy.graphql.missingQuery;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return GatewayCopy.graphql.variablesNotObject;
  }
  if (operationName != null && typeof operationName !== 'string') return GatewayCopy.graphql.operationNameNotText;
  return {
    query,
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: operationName ?? undefined,
  };
}
