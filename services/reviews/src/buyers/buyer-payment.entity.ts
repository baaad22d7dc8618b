import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The reviews service's own projection of billing's payments, from the one authority on them
 * (`billing.payment.state.v1`): per payment the highest state version applied and whether it gives
 * access now. An e-mail with a payment that gives access is a buyer.
 */
@Entity({ name: 'buyer_payments' })
export class BuyerPaymentEntity {
  @PrimaryColumn({ name: 'payment_id', type: 'varchar', length: 100 }) paymentId!: string;
  @Column({ type: 'varchar', length: 254 }) email!: string;
  @Column({ name: 'paid_at', type: 'timestamptz' }) paidAt!: Date;
  /** The highest `billing.payment.state.v1` version applied (0: a row from before the states). */
  @Column({ type: 'integer' }) version!: number;
  @Column({ type: 'boolean' }) access!: boolean;
}
