import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SpeakRequestSchema, VoiceSubjects, type SpeechDto } from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { SpeechService } from './speech.service.js';

/** NATS adapter of `voice.speech.synthesize`: validates the request and calls the use case. */
@Controller()
export class SpeechHandler {
  constructor(private readonly speech: SpeechService) {}

  @MessagePattern(VoiceSubjects.speak)
  speak(@Payload() payload: unknown): Promise<SpeechDto> {
    const { text, callerKey } = validatePayload(SpeakRequestSchema, payload);
    return this.speech.speak(text, callerKey);
  }
}
