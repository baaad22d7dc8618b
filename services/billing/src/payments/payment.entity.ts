import type { PaymentSucceededEvent } from '@reto/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A received payment (a paid invoice, a simulated payment, a verified store order), unique per provider id. */
@Entity({ name: 'payments' })
export class PaymentEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar' }) provider!: PaymentSucceededEvent['provider'];
  @Column({ name: 'provider_payment_id', type: 'varchar' }) providerPaymentId!: string;
  @Column({ type: 'varchar' }) email!: string;
  @Column({ name: 'subscription_id', type: 'uuid', nullable: true }) subscriptionId!: string | null;
  @Column({ name: 'provider_customer_id', type: 'varchar', nullable: true }) providerCustomerId!: string | null;
  @Column({ name: 'payment_intent_id', type: 'varchar', nullable: true }) paymentIntentId!: string | null;
  @Column({ name: 'amount_cents', type: 'integer' }) amountCents!: number;
  @Column({ type: 'char', length: 3 }) currency!: string;
  /** `discrepancy`: paid, but not the price (amount or currency); it granted nothing. */
  @Column({ type: 'varchar' }) status!: 'succeeded' | 'refunded' | 'discrepancy';
  @Column({ name: 'paid_at', type: 'timestamptz' }) paidAt!: Date;
  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true }) refundedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
