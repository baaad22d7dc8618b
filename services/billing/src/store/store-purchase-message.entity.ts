import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What a browser reported after a store checkout. Recorded for support; it grants nothing. */
@Entity({ name: 'store_purchase_messages' })
export class StorePurchaseMessageEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar' }) email!: string;
  @Column({ name: 'order_details', type: 'jsonb', nullable: true }) orderDetails!: object | null;
  @Column({ name: 'client_timestamp', type: 'varchar', nullable: true }) clientTimestamp!: string | null;
  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' }) receivedAt!: Date;
}
