import {
  CommunitySubjects,
  GetConversationSchema,
  ListInboxSchema,
  ListMissingSchema,
  OpenConversationSchema,
  SendMessageSchema,
  TrainerConversationSchema,
  TrainerMessageSchema,
  UnreadMessagesSchema,
} from '@reto/contracts/community';
import { requestHandlers } from '@reto/platform';
import { ConversationsService } from './conversations.service.js';

/** NATS adapter of direct contact: validates each payload against its contract and calls one use case. */
export const ConversationsHandler = requestHandlers(ConversationsService, (handle) => ({
  [CommunitySubjects.getConversation]: handle(GetConversationSchema, (conversations, { member, conversationId }) =>
    conversations.mine(member.userId, conversationId),
  ),
  [CommunitySubjects.unreadMessages]: handle(UnreadMessagesSchema, (conversations, { member }) =>
    conversations.unread(member.userId),
  ),
  [CommunitySubjects.sendMessage]: handle(SendMessageSchema, (conversations, message) => conversations.send(message)),
  [CommunitySubjects.listInbox]: handle(ListInboxSchema, (conversations) => conversations.inbox()),
  [CommunitySubjects.openConversation]: handle(OpenConversationSchema, (conversations, { actor, userId }, requestId) =>
    conversations.open(actor, userId, requestId),
  ),
  [CommunitySubjects.trainerConversation]: handle(TrainerConversationSchema, (conversations, { conversationId }) =>
    conversations.trainerRead(conversationId),
  ),
  [CommunitySubjects.trainerMessage]: handle(
    TrainerMessageSchema,
    (conversations, { actor, conversationId, body }, requestId) =>
      conversations.reply(actor, conversationId, body, requestId),
  ),
  [CommunitySubjects.listMissing]: handle(ListMissingSchema, (conversations) => conversations.missing()),
}));
