import { Transform } from 'node:stream';
import { errorCodes, type FastifyRequest, type preParsingHookHandler, type preValidationHookHandler } from 'fastify';
import { Kind, parse, type DocumentNode } from 'graphql';
import { GRAPHQL_MAX_DOCUMENT_BYTES, JSON_BODY_LIMIT_BYTES, JSON_BODY_MAX_TOKENS } from '../gateway.constants.js';
import { GatewayErrors } from '../gateway.errors.js';
import { JsonScanner, STRING_HEAD_BYTES } from '../http/json-scanner.js';
import { guardedBody } from '../http/refused-body.js';

/** The only operation that may carry a large body: the review form's photo as a data URL. */
const LARGE_BODY_FIELDS = new Set(['submitReview', 'submitMemberReview']);
/** How the photo travels: the one string of a GraphQL body that may run past the JSON limit. */
const PHOTO_DATA_URL = 'data:image/';
/** JSON tokens a GraphQL body may hold: the bound of every JSON body (http/json-body.ts). */
export const GRAPHQL_BODY_MAX_TOKENS = JSON_BODY_MAX_TOKENS;
/** The document of a body above the JSON limit: the review's mutation is a few hundred characters. */
const LARGE_BODY_QUERY_CHARS = 16 * 1024;
const LARGE_BODY_QUERY_TOKENS = 1_000;

/** The bytes every accepted photo type (JPEG, PNG, WebP) begins with: a necessary sign, not the type check itself. */
const PHOTO_SIGNATURES: ReadonlyArray<(bytes: Buffer) => boolean> = [
  (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  (bytes) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP',
];
const BASE64_MARK = ';base64,';
/** Base64 characters of the 12 bytes the signatures read. */
const SIGNATURE_CHARS = 16;

/**
 * Whether a data URL's head (its first bytes as received) begins a photo of an accepted type:
 * false when its first decoded bytes are no accepted type's, undefined when the head cannot tell
 * (not base64, an escape in it, too short). The whole photo's type is still checked from all its
 * bytes where it is kept; this only refuses early what that check would refuse.
 */
export function photoHeadIsImage(head: string): boolean | undefined {
  const mark = head.indexOf(BASE64_MARK);
  if (mark === -1 || head.includes('\\')) return undefined;
  const chars = head.slice(mark + BASE64_MARK.length, mark + BASE64_MARK.length + SIGNATURE_CHARS);
  if (chars.length < SIGNATURE_CHARS) return undefined;
  const bytes = Buffer.from(chars, 'base64');
  return PHOTO_SIGNATURES.some((signature) => signature(bytes));
}

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
 * a large body never reaches `JSON.parse` nor GraphQL's parser. A photo in such a body whose first
 * bytes are no accepted type's is refused at its head, with the photo's own 400 (`photo_type_refused`).
 * The document itself (`query`) is bounded too, at GRAPHQL_MAX_DOCUMENT_BYTES as sent: one longer,
 * in a body of any length, stated or chunked, is refused (413, as a body too large) as soon as that
 * many of its bytes arrived, the rest unread.
 */
export function graphqlBodyGuard(
  limit = JSON_BODY_LIMIT_BYTES,
  maxDocumentBytes = GRAPHQL_MAX_DOCUMENT_BYTES,
): preParsingHookHandler {
  return (req, reply, payload, done) => {
    const scanner = new JsonScanner({ key: 'query', maxBytes: LARGE_BODY_QUERY_CHARS });
    const statedLarge = Number(req.headers['content-length']) > limit;
    // Chunked: its length is known only at its end, so it may be a photo past the JSON limit.
    const unstated = req.headers['content-length'] === undefined;
    // The rest of a refused body is not read: the connection closes after the 413 instead of
    // taking in megabytes nobody will parse.
    const tooLarge = () => (reply.header('connection', 'close'), new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
    const notAPhoto = () => (reply.header('connection', 'close'), GatewayErrors.photoTypeRefused());
    /** Inside a data URL whose head is read whole and begins no accepted photo type. */
    const inNonPhoto = () =>
      scanner.inString &&
      scanner.stringHead.length === STRING_HEAD_BYTES &&
      scanner.stringHead.startsWith(PHOTO_DATA_URL) &&
      photoHeadIsImage(scanner.stringHead) === false;
    /** Whether the body may still run past the JSON limit: its document, read first, only submits a review. */
    let reviewDocument: boolean | undefined;
    const isReviewDocument = () => (reviewDocument ??= onlyLargeBodyFields(scanner.keptValue()));
    const mayRunPast = (crossed: boolean) => {
      if (scanner.kept.overflow) return false;
      if (!scanner.kept.whole) return !crossed;
      return isReviewDocument();
    };
    /** A review's body that may carry its photo past the JSON limit: stated so, past it already, or chunked. */
    const mayCarryPhoto = (past: boolean) =>
      statedLarge || past || (unstated && scanner.kept.whole && !scanner.kept.overflow && isReviewDocument());
    let received = 0;
    const guard = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        received += chunk.length;
        if (!scanner.read(chunk, GRAPHQL_BODY_MAX_TOKENS)) return next(tooLarge());
        // The document is bounded as it arrives: a longer one is refused here, the rest unread.
        if (scanner.kept.bytes > maxDocumentBytes) return next(tooLarge());
        const past = received > limit;
        if ((statedLarge || past) && !mayRunPast(past)) return next(tooLarge());
        // Past the JSON limit only for a photo: one whose first bytes are no photo's is refused as
        // its type would be once read whole, at its head, with the megabytes behind it unread (a
        // chunked review's too: its length unknown, it is judged as one stated past the limit).
        if (inNonPhoto() && mayCarryPhoto(past)) return next(notAPhoto());
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
    done(null, guardedBody(payload, guard, reply));
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
