import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The reviews service's own projection of billing's payments (from `billing.payment.succeeded.v1`
 * and `billing.payment.refunded.v1`): an e-mail with a payment that is not refunded is a buyer.
 */
@Entity({ name: 'buyer_payments' })
export class BuyerPaymentEntity {
  @PrimaryColumn({ name: 'payment_id', type: 'varchar', length: 100 }) paymentId!: string;
  @Column({ type: 'varchar', length: 254 }) email!: string;
  @Column({ name: 'paid_at', type: 'timestamptz' }) paidAt!: Date;
  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true }) refundedAt!: Date | null;
}
