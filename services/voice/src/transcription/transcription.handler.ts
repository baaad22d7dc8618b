import { TranscribeRequestSchema, VoiceSubjects } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { TranscriptionService } from './transcription.service.js';

/** NATS adapter of `voice.audio.transcribe`: validates the request and calls the use case. */
export const TranscriptionHandler = requestHandlers(TranscriptionService, (handle) => ({
  [VoiceSubjects.transcribe]: handle(TranscribeRequestSchema, (transcription, { audioKey, callerKey }) =>
    transcription.transcribe(audioKey, callerKey),
  ),
}));
