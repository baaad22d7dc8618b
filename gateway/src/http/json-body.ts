import type { FastifyInstance } from 'fastify';
import { JSON_BODY_LIMIT_BYTES, WEBHOOKS_PATH } from '../gateway.constants.js';
import { routePathOf, type HttpRequest } from './http.js';

/**
 * The JSON body parser (Fastify's own, with its prototype-poisoning refusal) within 1 MB; an empty
 * body is no body. A webhook's body is not parsed at all: its exact bytes are kept in `rawBody`,
 * since Stripe and Shopify sign those bytes (a signed body that is not valid JSON is refused by
 * the signature check, not here). Other types: multipart on the upload paths (@fastify/multipart);
 * everything else was refused by the API policy (415) before its body was read.
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
    } else {
      parseJson(req, bytes.toString('utf8'), done);
    }
  });
}
