import type { preValidationHookHandler } from 'fastify';
import { Kind, parse, type DocumentNode } from 'graphql';
import { JSON_BODY_LIMIT_BYTES } from '../gateway.constants.js';
import { GatewayCopy } from '../gateway.copy.js';
import { headerOf } from '../http/http.js';

/** The only operation that may carry a large body: the review form's photo as a data URL. */
const LARGE_BODY_FIELDS = new Set(['submitReview', 'submitMemberReview']);

/** Whether every operation of the document only calls fields allowed a large body. */
export function onlyLargeBodyFields(query: unknown): boolean {
  if (typeof query !== 'string') return false;
  let document: DocumentNode;
  try {
    document = parse(query);
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

/**
 * `POST /graphql` reads bodies up to the photo's limit (a 5 MB image as a data URL, the route's
 * `bodyLimit`); one above the JSON limit (1 MB) is let through only when the document is
 * `submitReview` alone, anything else is refused with 413, as the ordinary limit would. A
 * `preValidation` hook of the GraphQL route: the body is parsed, nothing has run.
 */
export function graphqlPhotoBody(): preValidationHookHandler {
  return (req, reply, done) => {
    if (req.method !== 'POST' || !(Number(headerOf(req, 'content-length') ?? 0) > JSON_BODY_LIMIT_BYTES)) return done();
    if (onlyLargeBodyFields((req.body as { query?: unknown } | undefined)?.query)) return done();
    reply.code(413).send({ message: GatewayCopy.http.byStatus[413], code: 'http_413' });
  };
}
