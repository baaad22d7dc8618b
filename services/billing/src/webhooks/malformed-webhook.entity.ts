import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A validly signed webhook that could not be applied (not JSON, a required field missing, a body
 * that is not what its topic says), kept with the reason and the raw body for an operator.
 */
@Entity({ name: 'malformed_webhooks' })
export class MalformedWebhookEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar' }) provider!: 'stripe' | 'shopify';
  @Column({ name: 'event_id', type: 'varchar' }) eventId!: string;
  @Column({ type: 'varchar' }) type!: string;
  @Column({ type: 'text' }) reason!: string;
  @Column({ name: 'raw_body', type: 'bytea' }) rawBody!: Buffer;
  @Column({ name: 'received_at', type: 'timestamptz' }) receivedAt!: Date;
  @CreateDateColumn({ name: 'stored_at', type: 'timestamptz' }) storedAt!: Date;
}
