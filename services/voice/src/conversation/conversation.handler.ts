import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ConverseRequestSchema, VoiceSubjects, type ConversationDto } from '@reto/contracts';
import { NatsRequestId, validatePayload } from '@reto/platform';
import { ConversationService } from './conversation.service.js';

/** NATS adapter of `voice.conversation.reply`: validates the request and calls the use case. */
@Controller()
export class ConversationHandler {
  constructor(private readonly conversation: ConversationService) {}

  @MessagePattern(VoiceSubjects.converse)
  converse(@Payload() payload: unknown, @NatsRequestId() requestId: string): Promise<ConversationDto> {
    return this.conversation.reply(requestId, validatePayload(ConverseRequestSchema, payload));
  }
}
