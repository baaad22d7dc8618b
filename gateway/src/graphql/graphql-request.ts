import type { preValidationHookHandler } from 'fastify';
import { GraphQLError, parse } from 'graphql';
import { GatewayCopy } from '../gateway.copy.js';
import { requestRefusal } from './graphql-errors.js';

/**
 * Why the body of `POST /graphql` is not one GraphQL operation (GraphQL over HTTP), or undefined
 * when it is: one JSON object with a non-empty `query` text, an optional `variables` object and an
 * optional `operationName` text. A batch (unless batching is on), a persisted-query hash without
 * its text or a string of variables is refused in Spanish (Mercurius's own body schema would let
 * several of these through, or answer them in English).
 */
export function graphqlRequestProblem(body: unknown, batching = false): string | undefined {
  if (batching && Array.isArray(body) && body.length > 0) {
    for (const operation of body) {
      const problem = graphqlRequestProblem(operation);
      if (problem) return problem;
    }
    return undefined;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return GatewayCopy.graphql.notOneOperation;
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '') return GatewayCopy.graphql.missingQuery;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return GatewayCopy.graphql.variablesNotObject;
  }
  if (operationName != null && typeof operationName !== 'string') return GatewayCopy.graphql.operationNameNotText;
  return undefined;
}

/**
 * How every JSON text begins (JSON's grammar: white space, then an array, an object's `{` and a key
 * or its `}`, a string, a number, or a literal). A GraphQL query begins otherwise (`{ me`, `query`,
 * `#`), so it is not given to JSON.parse, whose refusal (an exception with its stack) cost 4.7 % of
 * the gateway's time per GraphQL request in the profile.
 */
const MAY_BE_JSON = /^[ \t\n\r]*(?:\[|\{[ \t\n\r]*["}]|["\-\d]|(?:true|false|null)[ \t\n\r]*$)/;

/**
 * The syntax error of a query text that is JSON. Mercurius reads a text GraphQL cannot parse as a
 * JSON AST (a document sent pre-parsed); no JSON text is a GraphQL document, and one read as an AST
 * would skip the parser's limits and could fail the validation (a 500): it is refused as the
 * parser refuses it.
 */
export function jsonQueryError(query: string): GraphQLError | undefined {
  if (!MAY_BE_JSON.test(query)) return undefined;
  try {
    JSON.parse(query);
  } catch {
    return undefined;
  }
  try {
    parse(query);
  } catch (error) {
    if (error instanceof GraphQLError) return error;
  }
  return new GraphQLError('Syntax Error: the query is JSON, not a GraphQL document.');
}

const queriesOf = (body: unknown): string[] =>
  (Array.isArray(body) ? body : [body]).map((operation) => (operation as { query: string }).query);

const refused = (message: string, status: number) => ({
  errors: [{ message, extensions: { code: 'BAD_REQUEST', status } }],
});

/**
 * A `preValidation` hook of Mercurius's routes: GraphQL is POST with a JSON body only (the GET
 * route Mercurius adds answers 405, so no query runs from a link or an image tag; a WebSocket
 * upgrade for the live subscriptions goes on to Mercurius's WebSocket handler), and the body
 * is one operation (or a batch of them where batching is on), else 400 in Spanish.
 */
export function graphqlRequestShape(batching: boolean): preValidationHookHandler {
  return (req, reply, done) => {
    // The live subscriptions' WebSocket opens on GET (only where @fastify/websocket marks it so).
    if (req.method === 'GET' && (req as { ws?: boolean }).ws === true) return done();
    if (req.method !== 'POST') {
      reply.code(405).header('allow', 'POST').send(refused(GatewayCopy.graphql.onlyPost, 405));
      return;
    }
    const problem = graphqlRequestProblem(req.body, batching);
    if (problem) {
      reply.code(400).send(refused(problem, 400));
      return;
    }
    const errors = queriesOf(req.body)
      .map(jsonQueryError)
      .filter((error) => error !== undefined);
    if (errors.length) reply.code(400).send({ errors: errors.map((error) => requestRefusal(error)) });
    else done();
  };
}

/** The answer of the methods GraphQL has no route for (PUT, DELETE, PATCH): 405, `Allow: POST`. */
export const graphqlOnlyPost = {
  status: 405,
  headers: { allow: 'POST' },
  body: refused(GatewayCopy.graphql.onlyPost, 405),
} as const;
