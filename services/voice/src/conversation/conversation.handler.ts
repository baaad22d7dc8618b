import { ConverseRequestSchema, VoiceSubjects } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { ConversationService } from './conversation.service.js';

/** NATS adapter of `voice.conversation.reply`: validates the request and calls the use case. */
export const ConversationHandler = requestHandlers(ConversationService, (handle) => ({
  [VoiceSubjects.converse]: handle(ConverseRequestSchema, (conversation, request, requestId) =>
    conversation.reply(requestId, request),
  ),
}));
