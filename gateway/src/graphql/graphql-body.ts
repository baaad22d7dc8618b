import { Transform } from 'node:stream';
import { errorCodes, type preParsingHookHandler } from 'fastify';
import { GRAPHQL_MAX_DOCUMENT_BYTES, JSON_BODY_LIMIT_BYTES, JSON_BODY_MAX_TOKENS } from '../gateway.constants.js';
import { JsonScanner } from '../http/json-scanner.js';
import { guardedBody } from '../http/refused-body.js';

/**
 * A `preParsing` hook of `POST /graphql`: its body is judged on the bytes as they arrive, chunked
 * or not, before anything parses it, and held to what every JSON body is (http/json-body.ts): at
 * most JSON_BODY_LIMIT_BYTES and JSON_BODY_MAX_TOKENS tokens, whatever operation it carries (a
 * photo never travels in it: it is uploaded as multipart and named by its upload id). Its document
 * (`query`) is bounded too, at GRAPHQL_MAX_DOCUMENT_BYTES as sent. Whichever bound a body passes,
 * it is refused there (413, `Connection: close`), the rest of it unread: a chunked body names no
 * length, so only its bytes as received can tell. A body stated past the limit is not counted: the
 * route's `bodyLimit` refuses it before any of it is read.
 */
export function graphqlBodyGuard(
  limit = JSON_BODY_LIMIT_BYTES,
  maxDocumentBytes = GRAPHQL_MAX_DOCUMENT_BYTES,
): preParsingHookHandler {
  return (req, reply, payload, done) => {
    // Stated past the limit: the route's `bodyLimit` refuses it before reading a byte, as the REST
    // guard leaves it (json-body.ts); counting it here would start reading it first.
    if (Number(req.headers['content-length']) > limit) return done(null, payload);
    // The document is only measured, never kept: the parser reads it once the body is whole.
    const scanner = new JsonScanner({ key: 'query', maxBytes: 0 });
    const tooLarge = () => (reply.header('connection', 'close'), new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
    let received = 0;
    const guard = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        received += chunk.length;
        if (received > limit) return next(tooLarge());
        if (!scanner.read(chunk, JSON_BODY_MAX_TOKENS)) return next(tooLarge());
        if (scanner.kept.bytes > maxDocumentBytes) return next(tooLarge());
        next(null, chunk);
      },
    });
    done(null, guardedBody(payload, guard, reply));
  };
}
