import { Injectable } from '@nestjs/common';
import { publicNameOf, type AdminActor } from '@reto/contracts';
import {
  CommunityConstants,
  type DirectConversationDto,
  type DirectMessageDto,
  type InboxEntryDto,
  type MissingMemberDto,
  type SendMessageCommand,
  type TrainerConversationDto,
  type UnreadMessagesDto,
} from '@reto/contracts/community';
import { Clock } from '@reto/platform';
import { CommunityErrors } from '../community.errors.js';
import type { MemberEntity } from '../members/member.entity.js';
import { NotificationsRepository } from '../notifications/notifications.repository.js';
import { messageNotification } from '../notifications/member-notifications.js';
import { MembersService, progressOf } from '../members/members.service.js';
import type { ConversationEntity } from './conversation.entity.js';
import { toMessageDto } from './conversation.mapper.js';
import { ConversationsRepository } from './conversations.repository.js';
import { MessageRateLimit } from './message-rate-limit.service.js';

/** The name shown for a member whose registration the service has not heard of. */
const UNKNOWN_NAME = 'Miembro';

/**
 * Direct contact: each member's private conversation with the coach, and the trainer's inbox.
 * A member reaches only their own conversation (any other id answers 404, as one that does not
 * exist) and only while their access lasts; the trainer's replies and the conversations they open
 * are recorded in the audit log.
 */
@Injectable()
export class ConversationsService {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly members: MembersService,
    private readonly rateLimit: MessageRateLimit,
    private readonly notifications: NotificationsRepository,
    private readonly clock: Clock,
  ) {}

  // ---- the member's ----

  /** The member's conversation, read by them now (the coach's messages are no longer unread). */
  async mine(userId: number, conversationId?: string): Promise<DirectConversationDto> {
    const own = await this.own(userId, conversationId);
    if (!own) return { id: null, messages: [], unread: 0 };
    const messages = await this.conversations.messages(own.id);
    if (own.unreadByMember > 0) await this.conversations.markRead(own.id, 'member');
    return { id: own.id, messages: messages.map(toMessageDto), unread: own.unreadByMember };
  }

  /** The coach's messages the member has not read, without reading them (the dashboard's count). */
  async unread(userId: number): Promise<UnreadMessagesDto> {
    const own = await this.own(userId);
    return { unread: own?.unreadByMember ?? 0 };
  }

  async send(command: SendMessageCommand): Promise<DirectMessageDto> {
    const { userId } = command.member;
    await this.own(userId, command.conversationId);
    await this.rateLimit.consume(userId);
    const name = publicNameOf(command.name);
    const saved = await this.conversations.transaction(async (tx) => {
      const { conversation } = await this.conversations.ensure(tx, userId, name, this.clock.now());
      return this.conversations.append(tx, conversation, {
        fromTrainer: false,
        authorName: name,
        body: command.body,
        createdAt: this.clock.now(),
      });
    });
    return toMessageDto(saved);
  }

  /** The member's own conversation (null before there is one), checked against `conversationId`. */
  private async own(userId: number, conversationId?: string): Promise<ConversationEntity | null> {
    // only a member with access writes to the coach; anyone else learns nothing
    await this.members.groupOf(userId);
    const own = await this.conversations.ofMember(userId);
    if (conversationId !== undefined && own?.id !== conversationId) throw CommunityErrors.conversationNotFound();
    return own;
  }

  // ---- the trainer's ----

  async inbox(): Promise<InboxEntryDto[]> {
    const rows = await this.conversations.inbox();
    const members = await this.members.byIds(rows.map((row) => row.userId));
    const last = await this.conversations.lastMessages(rows.map((row) => row.id));
    return rows.map((row) => this.entryOf(row, members.get(row.userId) ?? null, last.get(row.id) ?? null));
  }

  /** Opens a member's conversation (creating it, audited, the first time): read by the trainer now. */
  async open(actor: AdminActor, userId: number, requestId: string | null): Promise<TrainerConversationDto> {
    const member = await this.members.find(userId);
    const existing = await this.conversations.ofMember(userId);
    if (!existing && !member?.groupKey) throw CommunityErrors.memberNotFound();
    const name = member?.shownName ?? existing?.memberName ?? UNKNOWN_NAME;
    const conversation = await this.conversations.transaction(async (tx) => {
      const { conversation, created } = await this.conversations.ensure(tx, userId, name, this.clock.now());
      if (created)
        await this.conversations.audit(tx, {
          action: 'community_conversation.opened',
          actor,
          target: targetOf(conversation),
          before: null,
          after: { conversationId: conversation.id },
          requestId,
        });
      return conversation;
    });
    if (conversation.unreadByTrainer > 0) await this.conversations.markRead(conversation.id, 'trainer');
    return this.trainerView(conversation, member);
  }

  /** A conversation as the trainer's panel shows it, read again: nothing changes, nothing is audited. */
  async trainerRead(conversationId: string): Promise<TrainerConversationDto> {
    const conversation = await this.conversations.find(conversationId);
    if (!conversation) throw CommunityErrors.conversationNotFound();
    return this.trainerView(conversation, await this.members.find(conversation.userId));
  }

  /** The trainer's reply: the member sees it live, and it is recorded in the audit log. */
  async reply(
    actor: AdminActor,
    conversationId: string,
    body: string,
    requestId: string | null,
  ): Promise<DirectMessageDto> {
    const found = await this.conversations.find(conversationId);
    if (!found) throw CommunityErrors.conversationNotFound();
    const saved = await this.conversations.transaction(async (tx) => {
      const { conversation } = await this.conversations.ensure(tx, found.userId, found.memberName, this.clock.now());
      const message = await this.conversations.append(tx, conversation, {
        fromTrainer: true,
        authorName: actor.username,
        body,
        createdAt: this.clock.now(),
      });
      await this.notifications.notify(tx, messageNotification(conversation.userId, message));
      await this.conversations.audit(tx, {
        action: 'community_message.sent',
        actor,
        target: targetOf(conversation),
        before: null,
        after: { messageId: message.id, characters: [...body].length },
        requestId,
      });
      return message;
    });
    return toMessageDto(saved);
  }

  /** Members of a live group who missed two or more programme days in a row, most missed first. */
  async missing(): Promise<MissingMemberDto[]> {
    const now = this.clock.now();
    const listed = (await this.members.inGroups())
      .map((member) => ({ member, progress: progressOf(member, now) }))
      .filter(({ progress }) => progress.missedDays >= CommunityConstants.missedDaysShown)
      .sort((a, b) => b.progress.missedDays - a.progress.missedDays || a.member.userId - b.member.userId);
    const conversations = await Promise.all(listed.map(({ member }) => this.conversations.ofMember(member.userId)));
    return listed.map(({ member, progress }, index) => ({
      userId: member.userId,
      memberName: member.shownName ?? conversations[index]?.memberName ?? UNKNOWN_NAME,
      ...progress,
      conversationId: conversations[index]?.id ?? null,
    }));
  }

  private async trainerView(
    conversation: ConversationEntity,
    member: MemberEntity | null,
  ): Promise<TrainerConversationDto> {
    const messages = await this.conversations.messages(conversation.id);
    const entry = this.entryOf(conversation, member, messages.at(-1)?.body.slice(0, 140) ?? null);
    return { entry, messages: messages.map(toMessageDto) };
  }

  private entryOf(row: ConversationEntity, member: MemberEntity | null, lastMessage: string | null): InboxEntryDto {
    const { missedDays: _missed, ...progress } = member
      ? progressOf(member, this.clock.now())
      : { day: null, streak: 0, lastCompletedAt: null, missedDays: 0 };
    return {
      conversationId: row.id,
      userId: row.userId,
      memberName: row.memberName,
      unread: row.unreadByTrainer,
      awaitingSince: row.awaitingSince?.toISOString() ?? null,
      lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
      lastMessage,
      ...progress,
    };
  }
}

/** How the audit log names a conversation: the member and the conversation's id (never the messages). */
const targetOf = (conversation: ConversationEntity) =>
  `conversación con ${conversation.memberName} (miembro ${conversation.userId}, ${conversation.id})`;
