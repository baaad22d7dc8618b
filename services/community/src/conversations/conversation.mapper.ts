import type { DirectMessageDto } from '@reto/contracts/community';
import type { DirectMessageEntity } from './conversation.entity.js';

export const toMessageDto = (message: DirectMessageEntity): DirectMessageDto => ({
  id: message.id,
  conversationId: message.conversationId,
  fromTrainer: message.fromTrainer,
  authorName: message.authorName,
  body: message.body,
  createdAt: message.createdAt.toISOString(),
});
