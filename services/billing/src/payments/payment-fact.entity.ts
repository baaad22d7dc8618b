import type { RefundReason } from '@reto/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const PAYMENT_FACT_KINDS = ['refund', 'dispute_opened', 'dispute_won', 'dispute_lost'] as const;
export type PaymentFactKind = (typeof PAYMENT_FACT_KINDS)[number];

/**
 * One provider fact about a payment after it was paid: a refund (its amount; null: all of it) or a
 * step of a dispute. Keyed by the reference the provider names (so it may come before the payment),
 * once per provider fact id.
 */
@Entity({ name: 'payment_facts' })
export class PaymentFactEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar' }) provider!: 'stripe' | 'simulated' | 'shopify';
  @Column({ name: 'payment_ref', type: 'varchar' }) paymentRef!: string;
  @Column({ name: 'fact_id', type: 'varchar' }) factId!: string;
  @Column({ type: 'varchar' }) kind!: PaymentFactKind;
  @Column({ name: 'dispute_id', type: 'varchar', nullable: true }) disputeId!: string | null;
  @Column({ name: 'amount_cents', type: 'integer', nullable: true }) amountCents!: number | null;
  /** A refund's reason; null: none given. */
  @Column({ type: 'varchar', nullable: true }) reason!: RefundReason | null;
  @Column({ name: 'occurred_at', type: 'timestamptz' }) occurredAt!: Date;
  @Column({ name: 'received_at', type: 'timestamptz' }) receivedAt!: Date;
}
