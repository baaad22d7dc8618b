import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ConverseRequestSchema,
  SpeakRequestSchema,
  TranscribeRequestSchema,
  VoiceSubjects,
  type ConversationDto,
  type SpeechDto,
  type TranscriptionDto,
} from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { ConversationService } from './conversation/conversation.service.js';
import { SpeechService } from './speech/speech.service.js';
import { TranscriptionService } from './transcription/transcription.service.js';

/** NATS adapter of the voice coach: validates each payload against its contract and calls one use case. */
@Controller()
export class VoiceHandler {
  constructor(
    private readonly transcription: TranscriptionService,
    private readonly conversation: ConversationService,
    private readonly speech: SpeechService,
  ) {}

  @MessagePattern(VoiceSubjects.transcribe)
  transcribe(@Payload() payload: unknown): Promise<TranscriptionDto> {
    const { audioKey, callerKey } = validatePayload(TranscribeRequestSchema, payload);
    return this.transcription.transcribe(audioKey, callerKey);
  }

  @MessagePattern(VoiceSubjects.converse)
  converse(@Payload() payload: unknown): Promise<ConversationDto> {
    return this.conversation.reply(validatePayload(ConverseRequestSchema, payload));
  }

  @MessagePattern(VoiceSubjects.speak)
  speak(@Payload() payload: unknown): Promise<SpeechDto> {
    const { text, callerKey } = validatePayload(SpeakRequestSchema, payload);
    return this.speech.speak(text, callerKey);
  }
}
