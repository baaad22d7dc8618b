import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { MigrationInterface } from 'typeorm';
import { tableMigration } from '../migrations.js';

/** One row per event a consumer has applied: the guard that makes redelivery harmless. */
@Entity({ name: 'processed_events' })
export class ProcessedEventEntity {
  @PrimaryColumn({ type: 'text' })
  consumer!: string;

  @PrimaryColumn({ name: 'msg_id', type: 'text' })
  msgId!: string;

  @Column({ type: 'text' })
  subject!: string;

  @CreateDateColumn({ name: 'processed_at', type: 'timestamptz' })
  processedAt!: Date;
}

/** The processed_events table, for a service that consumes events; `timestamp` orders it. */
export function createProcessedEventsMigration(timestamp: number): new () => MigrationInterface {
  return tableMigration('CreateProcessedEvents', timestamp, 'processed_events', async (db) => {
    await db.query(`
        CREATE TABLE processed_events (
          consumer     text NOT NULL,
          msg_id       text NOT NULL,
          subject      text NOT NULL,
          processed_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (consumer, msg_id)
        )`);
  });
}
