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
