import { json, type NextFunction, type Request, type Response } from 'express';
import { Kind, parse, type DocumentNode } from 'graphql';
import { GRAPHQL_PHOTO_BODY_LIMIT_BYTES, JSON_BODY_LIMIT_BYTES } from '../gateway.constants.js';
import { GatewayCopy } from '../gateway.copy.js';

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

const tooLarge = (res: Response) => res.status(413).json({ message: GatewayCopy.http.byStatus[413], code: 'http_413' });

/**
 * `POST /graphql` bodies above the JSON limit (1 MB): read with the photo's limit (a 5 MB image as
 * a data URL), then let through only when the document is `submitReview` alone; anything else is
 * refused with 413, as the ordinary limit would. Smaller bodies go to the ordinary parser.
 */
export function graphqlPhotoBody() {
  const parser = json({ limit: GRAPHQL_PHOTO_BODY_LIMIT_BYTES });
  return (req: Request, res: Response, next: NextFunction) => {
    const length = Number(req.header('content-length') ?? 0);
    if (req.method !== 'POST' || !(length > JSON_BODY_LIMIT_BYTES)) return next();
    if (length > GRAPHQL_PHOTO_BODY_LIMIT_BYTES) return tooLarge(res);
    parser(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (!onlyLargeBodyFields((req.body as { query?: unknown } | undefined)?.query)) return tooLarge(res);
      next();
    });
  };
}
