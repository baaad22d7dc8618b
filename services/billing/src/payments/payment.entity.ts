import type { PaymentStateName, PaymentSucceededEvent } from '@reto/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What the provider said the payment is, before refunds and disputes: `paid` at the price,
 * `discrepancy` (paid, but not the price: nothing granted until the trainer grants it, then
 * `granted`), `test` (a store test order: no money moved), `pending` (an order not paid yet) or
 * `second` (paid for an edition the e-mail had bought already: a refund to make).
 */
export type PaymentBasis = 'paid' | 'discrepancy' | 'granted' | 'test' | 'pending' | 'second';

/** A received payment (a paid invoice, a simulated payment, a store order), unique per provider id. */
@Entity({ name: 'payments' })
export class PaymentEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar' }) provider!: PaymentSucceededEvent['provider'];
  @Column({ name: 'provider_payment_id', type: 'varchar' }) providerPaymentId!: string;
  /** The reference the provider's later facts (refunds, disputes) name: the payment intent, the order. */
  @Column({ name: 'payment_ref', type: 'varchar' }) paymentRef!: string;
  @Column({ type: 'varchar' }) email!: string;
  @Column({ name: 'subscription_id', type: 'uuid', nullable: true }) subscriptionId!: string | null;
  @Column({ name: 'provider_customer_id', type: 'varchar', nullable: true }) providerCustomerId!: string | null;
  @Column({ name: 'payment_intent_id', type: 'varchar', nullable: true }) paymentIntentId!: string | null;
  @Column({ name: 'amount_cents', type: 'integer' }) amountCents!: number;
  @Column({ type: 'char', length: 3 }) currency!: string;
  @Column({ type: 'varchar' }) basis!: PaymentBasis;
  /** The state last published (derived from the basis and the facts), as billing's own summary. */
  @Column({ type: 'varchar' }) status!:
    'succeeded' | 'refunded' | 'discrepancy' | 'disputed' | 'test' | 'pending' | 'second';
  @Column({ name: 'state_version', type: 'integer' }) stateVersion!: number;
  @Column({ type: 'boolean' }) access!: boolean;
  @Column({ name: 'refunded_cents', type: 'integer' }) refundedCents!: number;
  @Column({ name: 'paid_at', type: 'timestamptz' }) paidAt!: Date;
  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true }) refundedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/** Billing's summary column for a published state. */
export const statusOfState = (state: PaymentStateName): PaymentEntity['status'] =>
  state === 'paid' ? 'succeeded' : state;
