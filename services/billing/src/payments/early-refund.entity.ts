import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A provider's refund of a payment billing has not seen yet (providers do not promise order): kept,
 * and applied the moment that payment arrives. `paymentRef` is what the refund names: the store's
 * order id, or Stripe's payment intent.
 */
@Entity({ name: 'early_refunds' })
export class EarlyRefundEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar' }) provider!: 'stripe' | 'shopify';
  @Column({ name: 'payment_ref', type: 'varchar' }) paymentRef!: string;
  /** What went back; null: the whole payment (a cancelled order whose money went back, a full charge refund). */
  @Column({ name: 'refunded_cents', type: 'integer', nullable: true }) refundedCents!: number | null;
  /** A chargeback (Stripe withdrew the funds): it ends the access even past the guarantee period. */
  @Column({ type: 'boolean', default: false }) disputed!: boolean;
  @Column({ name: 'received_at', type: 'timestamptz' }) receivedAt!: Date;
}
