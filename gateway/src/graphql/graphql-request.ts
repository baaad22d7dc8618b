import type { preValidationHookHandler } from 'fastify';
import { GraphQLError, parse } from 'graphql';
import { GRAPHQL_MAX_DOCUMENT_BYTES, GRAPHQL_MAX_TOKENS } from '../gateway.constants.js';
import { GatewayCopy } from '../gateway.copy.js';
import { polledOperationOf } from './conditional-poll.js';
import { documentTooLong, requestRefusal } from './graphql-errors.js';

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

const isNameChar = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
const isNumberChar = (c: number) => (c >= 48 && c <= 57) || c === 46 || c === 45 || c === 43 || c === 101 || c === 69;

/**
 * Whether a GraphQL text holds more than `max` lexical tokens, told by one pass over its characters
 * before anything parses it (a few microseconds for a document the parser would take milliseconds
 * over). Counts as graphql-js's lexer does: white space, commas and comments are no tokens; a name,
 * a number, a string (block strings included) or a punctuator (`...` one) is one. It stops at the
 * first token past `max`.
 */
export function hasMoreTokensThan(text: string, max: number): boolean {
  let tokens = 0;
  const end = text.length;
  let at = 0;
  while (at < end) {
    const c = text.charCodeAt(at);
    // white space, line ends, commas, the byte-order mark
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 44 || c === 0xfeff) {
      at += 1;
      continue;
    }
    if (c === 35) {
      // a comment, to the end of its line
      while (at < end && text.charCodeAt(at) !== 10 && text.charCodeAt(at) !== 13) at += 1;
      continue;
    }
    tokens += 1;
    if (tokens > max) return true;
    if (c === 34) {
      if (text.startsWith('"""', at)) {
        // a block string: to the next `"""` that is not escaped (`\"""`)
        let close = text.indexOf('"""', at + 3);
        while (close !== -1 && text.charCodeAt(close - 1) === 92) close = text.indexOf('"""', close + 3);
        at = close === -1 ? end : close + 3;
      } else {
        at += 1;
        while (at < end) {
          const d = text.charCodeAt(at);
          at += d === 92 ? 2 : 1;
          if (d === 34 || d === 10 || d === 13) break;
        }
      }
    } else if (isNameChar(c) && !(c >= 48 && c <= 57)) {
      while (at < end && isNameChar(text.charCodeAt(at))) at += 1;
    } else if ((c >= 48 && c <= 57) || c === 45) {
      while (at < end && isNumberChar(text.charCodeAt(at))) at += 1;
    } else if (c === 46 && text.startsWith('...', at)) {
      at += 3;
    } else {
      at += 1;
    }
  }
  return false;
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
 * is one operation (or a batch of them where batching is on), else 400 in Spanish. The one
 * exception is the GET of a query the app polls (`POLLED_OPERATIONS`, named by `operationName`),
 * answered 304 when unchanged; Mercurius runs no mutation over GET, and the document is held to
 * the same limits.
 */
export function graphqlRequestShape(batching: boolean, maxTokens = GRAPHQL_MAX_TOKENS): preValidationHookHandler {
  return (req, reply, done) => {
    // The live subscriptions' WebSocket opens on GET (only where @fastify/websocket marks it so).
    if (req.method === 'GET' && (req as { ws?: boolean }).ws === true) return done();
    // The app's polled queries may come as GET, to be answered 304 when unchanged (conditional-poll.ts).
    const polled = polledOperationOf(req) !== undefined;
    if (req.method !== 'POST' && !polled) {
      reply.code(405).header('allow', 'POST').send(refused(GatewayCopy.graphql.onlyPost, 405));
      return;
    }
    const problem = polled ? undefined : graphqlRequestProblem(req.body, batching);
    if (problem) {
      reply.code(400).send(refused(problem, 400));
      return;
    }
    const queries = polled ? [(req.query as { query: string }).query] : queriesOf(req.body);
    // A document longer than any the app sends (a batch's, a polled one's from its URL; a body's
    // own was bounded as it arrived) is refused before anything reads it.
    const tooLong = queries.find((query) => Buffer.byteLength(query) > GRAPHQL_MAX_DOCUMENT_BYTES);
    if (tooLong !== undefined) {
      reply.code(400).send({ errors: [requestRefusal(documentTooLong())] });
      return;
    }
    // A document of more tokens than any the app sends is refused before the parser sees it: the
    // parser takes milliseconds over thousands of tokens, this count microseconds.
    if (queries.some((query) => hasMoreTokensThan(query, maxTokens))) {
      reply.code(400).send({
        errors: [
          {
            message: GatewayCopy.graphql.tooManyTokens(maxTokens),
            extensions: { code: 'query_too_long', status: 400 },
          },
        ],
      });
      return;
    }
    const errors = queries.map(jsonQueryError).filter((error) => error !== undefined);
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
