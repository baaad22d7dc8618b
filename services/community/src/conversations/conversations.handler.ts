import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CommunitySubjects,
  GetConversationSchema,
  ListInboxSchema,
  ListMissingSchema,
  OpenConversationSchema,
  SendMessageSchema,
  TrainerMessageSchema,
  UnreadMessagesSchema,
  type DirectConversationDto,
  type DirectMessageDto,
  type InboxEntryDto,
  type UnreadMessagesDto,
  type MissingMemberDto,
  type TrainerConversationDto,
} from '@reto/contracts/community';
import { NatsRequestId, validatePayload } from '@reto/platform';
import { ConversationsService } from './conversations.service.js';

/** NATS adapter of direct contact: validates each payload against its contract and calls one use case. */
@Controller()
export class ConversationsHandler {
  constructor(private readonly conversations: ConversationsService) {}

  @MessagePattern(CommunitySubjects.getConversation)
  get(@Payload() payload: unknown): Promise<DirectConversationDto> {
    const { member, conversationId } = validatePayload(GetConversationSchema, payload);
    return this.conversations.mine(member.userId, conversationId);
  }

  @MessagePattern(CommunitySubjects.unreadMessages)
  unread(@Payload() payload: unknown): Promise<UnreadMessagesDto> {
    return this.conversations.unread(validatePayload(UnreadMessagesSchema, payload).member.userId);
  }

  @MessagePattern(CommunitySubjects.sendMessage)
  send(@Payload() payload: unknown): Promise<DirectMessageDto> {
    return this.conversations.send(validatePayload(SendMessageSchema, payload));
  }

  @MessagePattern(CommunitySubjects.listInbox)
  inbox(@Payload() payload: unknown): Promise<InboxEntryDto[]> {
    validatePayload(ListInboxSchema, payload);
    return this.conversations.inbox();
  }

  @MessagePattern(CommunitySubjects.openConversation)
  open(@Payload() payload: unknown, @NatsRequestId() requestId: string): Promise<TrainerConversationDto> {
    const { actor, userId } = validatePayload(OpenConversationSchema, payload);
    return this.conversations.open(actor, userId, requestId);
  }

  @MessagePattern(CommunitySubjects.trainerMessage)
  reply(@Payload() payload: unknown, @NatsRequestId() requestId: string): Promise<DirectMessageDto> {
    const { actor, conversationId, body } = validatePayload(TrainerMessageSchema, payload);
    return this.conversations.reply(actor, conversationId, body, requestId);
  }

  @MessagePattern(CommunitySubjects.listMissing)
  missing(@Payload() payload: unknown): Promise<MissingMemberDto[]> {
    validatePayload(ListMissingSchema, payload);
    return this.conversations.missing();
  }
}
