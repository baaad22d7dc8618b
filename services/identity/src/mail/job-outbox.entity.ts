import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A background job (a mail, a link request) decided by a request, written in the same transaction
 * as what the request changed and handed to its BullMQ queue once Redis takes it (JobOutbox): a
 * Redis away never loses it, nor fails a request whose change was committed.
 */
@Entity({ name: 'job_outbox' })
export class JobOutboxEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'text' })
  queue!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'jsonb' })
  data!: unknown;

  /** BullMQ's job options (a deduplication window); the job's id is the row's. */
  @Column({ type: 'jsonb', nullable: true })
  options!: Record<string, unknown> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'int', default: 0 })
  attempts!: number;
}
