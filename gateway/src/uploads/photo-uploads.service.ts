import { Injectable } from '@nestjs/common';
import { PhotoConstants, type PhotoUploadDto } from '@reto/contracts';
import { isAcceptedPhotoType, UploadStash } from '@reto/platform';
import { clientIpOf } from '../auth/session-cookie.service.js';
import { GatewayErrors } from '../gateway.errors.js';
import type { HttpRequest } from '../http/http.js';
import { readOneFile } from '../http/one-file-upload.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';

/** One file, nothing else: a form's other fields travel with the form that names the upload. */
const PHOTO_UPLOAD_LIMITS = { fileSize: PhotoConstants.maxBytes, files: 1, fields: 0, parts: 1 };

/**
 * The one way a photo enters the product (a review's, a group post's): `POST /api/uploads/photos`,
 * multipart with one file `photo`, read as it streams and cut off past 5 MB (413), refused unless its
 * bytes are JPEG, PNG or WebP (400), and kept a few minutes in the UploadStash under the `uploadId` it
 * answers. The form that uses it sends that id; the service that owns the photo takes the bytes once
 * and re-encodes them. Nothing refused is kept.
 */
@Injectable()
export class PhotoUploadsService {
  constructor(
    private readonly stash: UploadStash,
    private readonly limits: RateLimitService,
  ) {}

  async receive(req: HttpRequest): Promise<PhotoUploadDto> {
    await this.limits.consume('upload', { ip: clientIpOf(req) });
    return { uploadId: await this.accept(await readPhoto(req)) };
  }

  /** A photo already read (the REST review form's multipart part), kept the same way. */
  async keep(bytes: Buffer | null): Promise<string | null> {
    if (!bytes?.length) return null;
    return this.accept(bytes);
  }

  /**
   * The one gate every path a photo enters by goes through: over 5 MB is a 413, anything but JPEG,
   * PNG or WebP by its bytes a 400, each in Spanish, and only then is it kept.
   */
  private async accept(bytes: Buffer): Promise<string> {
    if (bytes.length > PhotoConstants.maxBytes) throw GatewayErrors.photoTooLarge();
    if (!(await isAcceptedPhotoType(bytes))) throw GatewayErrors.photoTypeRefused();
    return this.stash.put(bytes);
  }
}

/** The `photo` file of the request, in memory (never on disk); 413 past the limit, 400 for anything else. */
function readPhoto(req: HttpRequest): Promise<Buffer> {
  if (!req.isMultipart()) return Promise.reject(GatewayErrors.photoMissing());
  return readOneFile(req, {
    field: PhotoConstants.uploadField,
    limits: PHOTO_UPLOAD_LIMITS,
    missing: GatewayErrors.photoMissing,
    tooLarge: GatewayErrors.photoTooLarge,
  });
}
