import { Transform } from 'node:stream';
import { errorCodes, type FastifyInstance, type FastifyRequest, type preParsingHookHandler } from 'fastify';
import { GRAPHQL_PATH, JSON_BODY_LIMIT_BYTES, JSON_BODY_MAX_TOKENS, WEBHOOKS_PATH } from '../gateway.constants.js';
import { mediaTypeOf, routePathOf, type HttpRequest } from './http.js';
import { JsonScanner } from './json-scanner.js';
import { guardedBody } from './refused-body.js';

/** The JSON bodies whose tokens were counted as they arrived (jsonTokenGuard): the parser does not count them again. */
const counted = new WeakSet<FastifyRequest>();

/**
 * The JSON body parser (Fastify's own, with its prototype-poisoning refusal) within 1 MB; an empty
 * body is no body. Every body it parses was counted by the JSON scanner (native `indexOf` over
 * strings, so a photo costs next to nothing), as it arrived when it could hold too many
 * (jsonTokenGuard), else here: one of more than JSON_BODY_MAX_TOKENS tokens is refused with 413
 * before `JSON.parse` would spend its time on it, whatever route it was sent to (GraphQL's is
 * counted as it arrives by its route's own guard, with the same bound). A webhook's body is not
 * parsed at all: its exact bytes are kept in `rawBody`, since Stripe and Shopify sign those bytes
 * (the webhook service reads them once the signature matched). Other types: multipart on the
 * upload paths (@fastify/multipart); everything else was refused by the API policy (415) before
 * its body was read.
 */
export function registerJsonBody(app: FastifyInstance, limit = JSON_BODY_LIMIT_BYTES): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addHook('preParsing', jsonTokenGuard(limit));
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: limit }, (req, body, done) => {
    const bytes = body as Buffer;
    if (routePathOf(req).startsWith(`${WEBHOOKS_PATH}/`)) {
      (req as HttpRequest).rawBody = bytes;
      done(null, undefined);
    } else if (bytes.length === 0) {
      done(null, undefined);
    } else if (!counted.has(req) && !new JsonScanner().read(bytes, JSON_BODY_MAX_TOKENS)) {
      done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), undefined);
    } else {
      parseJson(req, bytes.toString('utf8'), done);
    }
  });
}

/**
 * A `preParsing` hook: a JSON body that could hold more than `maxTokens` tokens (one stated longer
 * than that many bytes within the limit, or chunked) is counted as it arrives, and refused with
 * 413 as soon as it has, the rest of it unread (the answer closes the connection:
 * refused-body.ts). So a body of too many tokens costs the gateway the bytes up to its refusal,
 * not the whole megabyte read, kept and counted. GraphQL's body has its own guard, a webhook's is
 * kept as sent, a GET's or a HEAD's is never parsed; a body stated past the limit is refused before any of it is read (Fastify).
 */
export function jsonTokenGuard(limit = JSON_BODY_LIMIT_BYTES, maxTokens = JSON_BODY_MAX_TOKENS): preParsingHookHandler {
  return (req, reply, payload, done) => {
    const stated = req.headers['content-length'];
    const mayHoldTooMany = stated === undefined || (Number(stated) > maxTokens && Number(stated) <= limit);
    const path = routePathOf(req);
    if (
      !mayHoldTooMany ||
      req.method === 'GET' ||
      req.method === 'HEAD' ||
      mediaTypeOf(req) !== 'application/json' ||
      path === GRAPHQL_PATH ||
      path.startsWith(`${WEBHOOKS_PATH}/`)
    )
      return done(null, payload);
    counted.add(req);
    const scanner = new JsonScanner();
    const guard = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        if (!scanner.read(chunk, maxTokens)) {
          reply.header('connection', 'close');
          return next(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
        }
        next(null, chunk);
      },
    });
    done(null, guardedBody(payload, guard, reply));
  };
}
