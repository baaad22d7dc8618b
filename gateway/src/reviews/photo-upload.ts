import {
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { ReviewsConstants } from '@reto/contracts';
import { catchError, type Observable } from 'rxjs';
import { GatewayErrors } from '../gateway.errors.js';

/** What the multipart interceptor keeps of an uploaded file (memory storage). */
export interface UploadedPhoto {
  buffer: Buffer;
  size: number;
}

/** The limits (busboy's, as multer's) for `POST /api/submit-review`: one photo of at most 5 MB, a few short fields. */
export const PHOTO_UPLOAD_LIMITS = {
  fileSize: ReviewsConstants.maxPhotoBytes,
  files: 1,
  fields: 10,
  fieldSize: 16 * 1024,
  parts: 12,
};

/** The interceptor's "file too large" (a 413 without our words) becomes the form's Spanish refusal. */
export class PhotoTooLargeInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        throw error instanceof PayloadTooLargeException ? GatewayErrors.photoTooLarge() : error;
      }),
    );
  }
}

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[^;,]*)*);base64,([A-Za-z0-9+/\s]*={0,2})$/;

/**
 * The photo of the GraphQL form: a base64 data URL, as the spec's form holds it. Its declared type
 * is ignored (the reviews service decides from the bytes); beyond 5 MB decoded it is refused here.
 */
export function photoFromDataUrl(dataUrl: string | null | undefined): Buffer | null {
  if (!dataUrl) return null;
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) throw GatewayErrors.photoUnreadable();
  const base64 = match[3]!.replace(/\s/g, '');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > ReviewsConstants.maxPhotoBytes) throw GatewayErrors.photoTooLarge();
  return bytes.length ? bytes : null;
}
