import { VoiceConstants } from '@reto/contracts';
import { GatewayErrors } from '../gateway.errors.js';
import type { HttpRequest } from '../http/http.js';

const AUDIO_UPLOAD_LIMITS = { fileSize: VoiceConstants.maxAudioBytes, files: 1, fields: 5, parts: 6 };
/** @fastify/multipart's error for a file over `fileSize`. */
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/**
 * The `audio` file of a multipart request (@fastify/multipart), held in memory and never written
 * to disk: more than 10 MB is a 413, anything else malformed (a file in another field, a second
 * file, too many parts, no file) a 400, both with a Spanish message. Read by the handler, after
 * the caller's rate limit was counted.
 */
export async function readAudioUpload(req: HttpRequest): Promise<Buffer> {
  let audio: Buffer | undefined;
  try {
    for await (const part of req.parts({ limits: AUDIO_UPLOAD_LIMITS })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'audio') {
        part.file.resume();
        throw GatewayErrors.audioRequired();
      }
      audio = await part.toBuffer();
    }
  } catch (error) {
    throw (error as { code?: unknown }).code === FILE_TOO_LARGE
      ? GatewayErrors.audioTooLarge()
      : GatewayErrors.audioRequired();
  }
  if (!audio?.length) throw GatewayErrors.audioRequired();
  return audio;
}
