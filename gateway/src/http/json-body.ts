import { errorCodes, type FastifyInstance } from 'fastify';
import { JSON_BODY_LIMIT_BYTES, JSON_BODY_MAX_TOKENS, WEBHOOKS_PATH } from '../gateway.constants.js';
import { routePathOf, type HttpRequest } from './http.js';
import { JsonScanner } from './json-scanner.js';

/**
 * The JSON body parser (Fastify's own, with its prototype-poisoning refusal) within 1 MB; an empty
 * body is no body. Every body it parses is first counted by the JSON scanner (native `indexOf`
 * over strings, so a photo costs next to nothing): one of more than JSON_BODY_MAX_TOKENS tokens is
 * refused with 413 before `JSON.parse` would spend its time on it, whatever route it was sent to
 * (GraphQL's was counted as it arrived too, by its route's guard, with the same bound). A
 * webhook's body is not parsed at all: its exact bytes are kept in `rawBody`, since Stripe and
 * Shopify sign those bytes (the webhook service reads them once the signature matched). Other
 * types: multipart on the upload paths (@fastify/multipart); everything else was refused by the
 * API policy (415) before its body was read.
 */
export function registerJsonBody(app: FastifyInstance, limit = JSON_BODY_LIMIT_BYTES): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: limit }, (req, body, done) => {
    const bytes = body as Buffer;
    if (routePathOf(req).startsWith(`${WEBHOOKS_PATH}/`)) {
      (req as HttpRequest).rawBody = bytes;
      done(null, undefined);
    } else if (bytes.length === 0) {
      done(null, undefined);
    } else if (!new JsonScanner().read(bytes, JSON_BODY_MAX_TOKENS)) {
      done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), undefined);
    } else {
      parseJson(req, bytes.toString('utf8'), done);
    }
  });
}
