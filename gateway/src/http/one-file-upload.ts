import type { DomainError } from '@reto/platform';
import type { HttpRequest } from './http.js';

/** @fastify/multipart's error for a file over `fileSize`. */
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/** What a multipart upload of one file must be, and the Spanish refusal for each way it is not. */
export interface OneFileUpload {
  /** The form field the file travels in. */
  field: string;
  limits: { fileSize: number; files: number; fields: number; parts: number };
  /** A 400: a file in another field, a second file, too many parts, no file, a body that is not multipart. */
  missing: () => DomainError;
  /** A 413: the file is over `limits.fileSize`. */
  tooLarge: () => DomainError;
}

/**
 * The one file of a multipart request (@fastify/multipart), read as it streams and held in memory,
 * never written to disk; cut off past the size limit.
 */
export async function readOneFile(req: HttpRequest, upload: OneFileUpload): Promise<Buffer> {
  let file: Buffer | undefined;
  try {
    for await (const part of req.parts({ limits: upload.limits })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== upload.field) {
        part.file.resume();
        throw upload.missing();
      }
      file = await part.toBuffer();
    }
  } catch (error) {
    throw (error as { code?: unknown }).code === FILE_TOO_LARGE ? upload.tooLarge() : upload.missing();
  }
  if (!file?.length) throw upload.missing();
  return file;
}
