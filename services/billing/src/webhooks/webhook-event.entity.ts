import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One row per webhook event processed: a replayed event id finds its row and changes nothing. */
@Entity({ name: 'webhook_events' })
export class WebhookEventEntity {
  @PrimaryColumn({ type: 'varchar' }) provider!: 'stripe' | 'shopify';
  @PrimaryColumn({ name: 'event_id', type: 'varchar' }) eventId!: string;
  @Column({ type: 'varchar' }) type!: string;
  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' }) receivedAt!: Date;
}
