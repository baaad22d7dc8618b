import { SpeakRequestSchema, VoiceSubjects } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { SpeechService } from './speech.service.js';

/** NATS adapter of `voice.speech.synthesize`: validates the request and calls the use case. */
export const SpeechHandler = requestHandlers(SpeechService, (handle) => ({
  [VoiceSubjects.speak]: handle(SpeakRequestSchema, (speech, { text, callerKey }) => speech.speak(text, callerKey)),
}));
