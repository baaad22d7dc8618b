import { VoiceConstants } from '@reto/contracts';
import { GatewayErrors } from '../gateway.errors.js';
import type { HttpRequest } from '../http/http.js';
import { readOneFile } from '../http/one-file-upload.js';

const AUDIO_UPLOAD_LIMITS = { fileSize: VoiceConstants.maxAudioBytes, files: 1, fields: 5, parts: 6 };

/**
 * The `audio` file of a multipart request, held in memory: more than 10 MB is a 413, anything else
 * malformed (a file in another field, a second file, too many parts, no file) a 400, both with a
 * Spanish message. Read by the handler, after the caller's rate limit was counted.
 */
export function readAudioUpload(req: HttpRequest): Promise<Buffer> {
  return readOneFile(req, {
    field: 'audio',
    limits: AUDIO_UPLOAD_LIMITS,
    missing: GatewayErrors.audioRequired,
    tooLarge: GatewayErrors.audioTooLarge,
  });
}
