import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Events that move money or access are written here in the same transaction as the change, then
 * relayed to JetStream with `Nats-Msg-Id` = `msgId` so a replay is de-duplicated (ARCHITECTURE.md 2).
 */
@Entity({ name: 'outbox' })
export class OutboxEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'jsonb' })
  payload!: unknown;

  @Column({ name: 'msg_id', type: 'uuid', unique: true })
  msgId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Index()
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  @Column({ type: 'int', default: 0 })
  attempts!: number;
}
