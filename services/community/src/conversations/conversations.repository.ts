import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuditEvent } from '@reto/contracts';
import { CommunityConstants, CommunitySubjects, type MessageSentEvent } from '@reto/contracts/community';
import { appendAuditEvent, appendToOutbox, runInTransaction, type Tx } from '@reto/platform';
import type { DataSource } from 'typeorm';
import { ConversationEntity, DirectMessageEntity } from './conversation.entity.js';
import { toMessageDto } from './conversation.mapper.js';

/** How many lines the trainer's inbox lists at once. */
const INBOX_LISTED = 200;

/** Every query of the conversations and their messages; each write is one transaction with its outbox event. */
@Injectable()
export class ConversationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return runInTransaction(this.dataSource, work);
  }

  find(id: string): Promise<ConversationEntity | null> {
    return this.dataSource.getRepository(ConversationEntity).findOneBy({ id });
  }

  /** The coach's messages the member has not read (0 without a conversation). */
  async unreadByMember(userId: number): Promise<number> {
    const rows: Array<{ unread_by_member: number }> = await this.dataSource.query(
      'SELECT unread_by_member FROM conversations WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.unread_by_member ?? 0;
  }

  ofMember(userId: number): Promise<ConversationEntity | null> {
    return this.dataSource.getRepository(ConversationEntity).findOneBy({ userId });
  }

  /** The member's conversation in `tx`, created (and locked) if it was not there; `created` tells which. */
  async ensure(
    tx: Tx,
    userId: number,
    memberName: string,
    now: Date,
  ): Promise<{ conversation: ConversationEntity; created: boolean }> {
    const inserted: unknown[] = await tx.manager.query(
      `INSERT INTO conversations (user_id, member_name, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO NOTHING RETURNING id`,
      [userId, memberName, now],
    );
    const conversation = await tx.manager
      .getRepository(ConversationEntity)
      .findOne({ where: { userId }, lock: { mode: 'pessimistic_write' } });
    return { conversation: conversation!, created: inserted.length > 0 };
  }

  /** The latest messages of a conversation, oldest first. */
  async messages(conversationId: string): Promise<DirectMessageEntity[]> {
    const rows = await this.dataSource.getRepository(DirectMessageEntity).find({
      where: { conversationId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: CommunityConstants.conversationMessages,
    });
    return rows.reverse();
  }

  /** The start of each conversation's latest message. */
  async lastMessages(conversationIds: string[]): Promise<Map<string, string>> {
    if (conversationIds.length === 0) return new Map();
    const rows: Array<{ conversation_id: string; body: string }> = await this.dataSource.query(
      `SELECT DISTINCT ON (conversation_id) conversation_id, left(body, 140) AS body
         FROM direct_messages WHERE conversation_id = ANY($1)
        ORDER BY conversation_id, created_at DESC, id DESC`,
      [conversationIds],
    );
    return new Map(rows.map((row) => [row.conversation_id, row.body]));
  }

  /** The inbox: conversations waiting for an answer, oldest first, then the rest, latest first. */
  inbox(): Promise<ConversationEntity[]> {
    return this.dataSource
      .getRepository(ConversationEntity)
      .createQueryBuilder('c')
      .orderBy('c.awaiting_since', 'ASC', 'NULLS LAST')
      .addOrderBy('c.last_message_at', 'DESC', 'NULLS LAST')
      .addOrderBy('c.created_at', 'DESC')
      .limit(INBOX_LISTED)
      .getMany();
  }

  /** Stores a message, updates the conversation's counts and announces it to both sides, in `tx`. */
  async append(
    tx: Tx,
    conversation: ConversationEntity,
    message: Pick<DirectMessageEntity, 'fromTrainer' | 'authorName' | 'body' | 'createdAt'>,
  ): Promise<DirectMessageEntity> {
    const saved = await tx.manager.save(
      tx.manager.create(DirectMessageEntity, { ...message, conversationId: conversation.id }),
    );
    const changes: Partial<ConversationEntity> = message.fromTrainer
      ? {
          unreadByMember: conversation.unreadByMember + 1,
          unreadByTrainer: 0,
          awaitingSince: null,
          lastMessageAt: message.createdAt,
        }
      : {
          unreadByTrainer: conversation.unreadByTrainer + 1,
          awaitingSince: conversation.awaitingSince ?? message.createdAt,
          lastMessageAt: message.createdAt,
        };
    await tx.manager.getRepository(ConversationEntity).update({ id: conversation.id }, changes);
    Object.assign(conversation, changes);
    const event: MessageSentEvent = {
      userId: conversation.userId,
      message: toMessageDto(saved),
      sentAt: message.createdAt.toISOString(),
    };
    await appendToOutbox(tx.manager, CommunitySubjects.events.messageSent, event);
    return saved;
  }

  /** The member (or the trainer) read the conversation: their unread count clears. */
  async markRead(id: string, by: 'member' | 'trainer'): Promise<void> {
    await this.dataSource
      .getRepository(ConversationEntity)
      .update({ id }, by === 'member' ? { unreadByMember: 0 } : { unreadByTrainer: 0 });
  }

  async audit(tx: Tx, audit: Omit<AuditEvent, 'at'>): Promise<void> {
    await appendAuditEvent(tx.manager, 'community', audit, new Date());
  }
}
