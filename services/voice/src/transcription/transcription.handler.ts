import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { TranscribeRequestSchema, VoiceSubjects, type TranscriptionDto } from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { TranscriptionService } from './transcription.service.js';

/** NATS adapter of `voice.audio.transcribe`: validates the request and calls the use case. */
@Controller()
export class TranscriptionHandler {
  constructor(private readonly transcription: TranscriptionService) {}

  @MessagePattern(VoiceSubjects.transcribe)
  transcribe(@Payload() payload: unknown): Promise<TranscriptionDto> {
    const { audioKey, callerKey } = validatePayload(TranscribeRequestSchema, payload);
    return this.transcription.transcribe(audioKey, callerKey);
  }
}
