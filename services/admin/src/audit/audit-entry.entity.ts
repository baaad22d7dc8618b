import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAction } from '@reto/contracts';

/** One administrator action, as the service that carried it out reported it (exactly once). */
@Entity({ name: 'audit' })
export class AuditEntryEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'varchar', length: 64 })
  action!: AuditAction;

  @Column({ name: 'actor_id', type: 'integer' })
  actorId!: number;

  @Column({ name: 'actor_username', type: 'varchar', length: 100 })
  actorUsername!: string;

  @Column({ type: 'varchar', length: 500 })
  target!: string;

  @Column({ type: 'jsonb', nullable: true })
  before!: unknown;

  @Column({ type: 'jsonb', nullable: true })
  after!: unknown;

  @Column({ name: 'request_id', type: 'varchar', length: 200, nullable: true })
  requestId!: string | null;

  @Column({ type: 'timestamptz' })
  at!: Date;

  /** The service that reported it and its event id: the guard against recording it twice. */
  @Column({ type: 'varchar', length: 32 })
  source!: string;

  @Column({ name: 'event_id', type: 'varchar', length: 200, unique: true })
  eventId!: string;
}
