import { Transform } from 'node:stream';
import { errorCodes, type FastifyRequest, type preParsingHookHandler, type preValidationHookHandler } from 'fastify';
import { Kind, parse, type DocumentNode } from 'graphql';
import { JSON_BODY_LIMIT_BYTES, JSON_BODY_MAX_TOKENS } from '../gateway.constants.js';
import { JsonScanner } from '../http/json-scanner.js';

/** The only operation that may carry a large body: the review form's photo as a data URL. */
const LARGE_BODY_FIELDS = new Set(['submitReview', 'submitMemberReview']);
/** How the photo travels: the one string of a GraphQL body that may run past the JSON limit. */
const PHOTO_DATA_URL = 'data:image/';
/** JSON tokens a GraphQL body may hold: the bound of every JSON body (http/json-body.ts). */
export const GRAPHQL_BODY_MAX_TOKENS = JSON_BODY_MAX_TOKENS;
/** The document of a body above the JSON limit: the review's mutation is a few hundred characters. */
const LARGE_BODY_QUERY_CHARS = 16 * 1024;
const LARGE_BODY_QUERY_TOKENS = 1_000;

/** Whether every operation of the document only calls fields allowed a large body (a short document only). */
export function onlyLargeBodyFields(query: unknown): boolean {
  if (typeof query !== 'string' || query.length > LARGE_BODY_QUERY_CHARS) return false;
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: LARGE_BODY_QUERY_TOKENS });
  } catch {
    return false;
  }
  return document.definitions.every(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === 'mutation' &&
      definition.selectionSet.selections.every(
        (selection) => selection.kind === Kind.FIELD && LARGE_BODY_FIELDS.has(selection.name.value),
      ),
  );
}

/** The bytes each GraphQL request's body had, as received (a chunked body names no length). */
const receivedBytes = new WeakMap<FastifyRequest, number>();

const tooLarge = () => new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();

/**
 * A `preParsing` hook of `POST /graphql`: its body is judged on the bytes as they arrive, chunked
 * or not, before anything parses it. Past the JSON limit (1 MB) a body goes on only while it is
 * inside a photo's data URL, after a document (`query`, read first) that only submits a review (the
 * route's `bodyLimit` then caps it at the photo's limit); and at no point may it hold more JSON
 * tokens than GRAPHQL_BODY_MAX_TOKENS. A body whose stated length is past the JSON limit is judged
 * as soon as its document is read (or is longer than the review's could be): anything else is
 * refused there, with the rest of it unread. Refused: 413, while the rest is still on its way, so
 * a large body never reaches `JSON.parse` nor GraphQL's parser.
 */
export function graphqlBodyGuard(limit = JSON_BODY_LIMIT_BYTES): preParsingHookHandler {
  return (req, reply, payload, done) => {
    const scanner = new JsonScanner({ key: 'query', maxBytes: LARGE_BODY_QUERY_CHARS });
    const statedLarge = Number(req.headers['content-length']) > limit;
    // The rest of a refused body is not read: the connection closes after the 413 instead of
    // taking in megabytes nobody will parse.
    const tooLarge = () => (reply.header('connection', 'close'), new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
    /** Whether the body may still run past the JSON limit: its document, read first, only submits a review. */
    let reviewDocument: boolean | undefined;
    const mayRunPast = (crossed: boolean) => {
      if (scanner.kept.overflow) return false;
      if (!scanner.kept.whole) return !crossed;
      reviewDocument ??= onlyLargeBodyFields(scanner.keptValue());
      return reviewDocument;
    };
    let received = 0;
    const guard = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        received += chunk.length;
        if (!scanner.read(chunk, GRAPHQL_BODY_MAX_TOKENS)) return next(tooLarge());
        const past = received > limit;
        if ((statedLarge || past) && !mayRunPast(past)) return next(tooLarge());
        if (
          past &&
          received - chunk.length <= limit &&
          !(scanner.inString && scanner.stringHead.startsWith(PHOTO_DATA_URL))
        )
          return next(tooLarge());
        next(null, chunk);
      },
      flush(next) {
        receivedBytes.set(req, received);
        next();
      },
    });
    payload.on('error', (error) => guard.destroy(error));
    // Fastify listens for the guard's refusal only while it reads the body: once it has answered
    // (its own byte limit may answer first), a later refusal has nobody to hear it, and an 'error'
    // event without a listener would end the process. The guard's own listener takes the body off
    // the guard; the rest of it is never read: the answer closes the connection (refused-body.ts).
    guard.on('error', () => {
      payload.unpipe(guard);
      payload.pause();
      if (!reply.sent) reply.header('connection', 'close');
    });
    done(null, payload.pipe(guard));
  };
}

/**
 * A `preValidation` hook of `POST /graphql`: a body that was above the JSON limit (as received) is
 * let through only when its document is the review form's alone, anything else is refused with
 * 413 as the ordinary limit would. The body is parsed (cheaply: graphqlBodyGuard bounded its
 * tokens), GraphQL's parser has not run on anything but a short document.
 */
export function graphqlPhotoBody(limit = JSON_BODY_LIMIT_BYTES): preValidationHookHandler {
  return (req, _reply, done) => {
    if (req.method !== 'POST' || !((receivedBytes.get(req) ?? 0) > limit)) return done();
    if (onlyLargeBodyFields((req.body as { query?: unknown } | undefined)?.query)) return done();
    done(tooLarge());
  };
}
