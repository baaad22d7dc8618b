import { VoiceConstants } from '@reto/contracts';
import type { Request, Response } from 'express';
import multer from 'multer';
import { GatewayErrors } from '../gateway.errors.js';

const readSingleAudio = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: VoiceConstants.maxAudioBytes, files: 1, fields: 5, parts: 6 },
}).single('audio');

/**
 * The `audio` file of a multipart request, held in memory and never written to disk: more than
 * 10 MB is a 413, anything else malformed (or no file) a 400, both with a Spanish message.
 */
export function readAudioUpload(req: Request, res: Response): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    readSingleAudio(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
        reject(GatewayErrors.audioTooLarge());
      } else if (error || !req.file) {
        reject(GatewayErrors.audioRequired());
      } else {
        resolve(req.file.buffer);
      }
    });
  });
}
