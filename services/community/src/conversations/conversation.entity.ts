import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A member's private conversation with the coach (one per member). */
@Entity({ name: 'conversations' })
export class ConversationEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'integer', unique: true }) userId!: number;
  /** First name and initial, as the coach sees the member. */
  @Column({ name: 'member_name', type: 'varchar', length: 40 }) memberName!: string;
  @Column({ name: 'unread_by_trainer', type: 'integer' }) unreadByTrainer!: number;
  @Column({ name: 'unread_by_member', type: 'integer' }) unreadByMember!: number;
  /** The member's oldest message not answered yet (null: answered). */
  @Column({ name: 'awaiting_since', type: 'timestamptz', nullable: true }) awaitingSince!: Date | null;
  @Column({ name: 'last_message_at', type: 'timestamptz', nullable: true }) lastMessageAt!: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/** One message of a conversation: the member's, or the coach's reply. */
@Entity({ name: 'direct_messages' })
export class DirectMessageEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'conversation_id', type: 'uuid' }) conversationId!: string;
  @Column({ name: 'from_trainer', type: 'boolean' }) fromTrainer!: boolean;
  @Column({ name: 'author_name', type: 'varchar', length: 120 }) authorName!: string;
  @Column({ type: 'text' }) body!: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
