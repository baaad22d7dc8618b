import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type SubscriptionProvider = 'stripe' | 'simulated';

/** A 28-day recurring subscription at Stripe (or the simulated provider). */
@Entity({ name: 'subscriptions' })
export class SubscriptionEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'customer_id', type: 'uuid' }) customerId!: string;
  @Column({ type: 'varchar' }) email!: string;
  @Column({ type: 'varchar' }) provider!: SubscriptionProvider;
  @Column({ name: 'provider_subscription_id', type: 'varchar' }) providerSubscriptionId!: string;
  @Column({ name: 'client_secret', type: 'varchar' }) clientSecret!: string;
  /** Stripe's status words: incomplete, active, past_due, canceled, ... */
  @Column({ type: 'varchar' }) status!: string;
  @Column({ name: 'amount_cents', type: 'integer' }) amountCents!: number;
  @Column({ type: 'char', length: 3 }) currency!: string;
  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true }) currentPeriodEnd!: Date | null;
  @Column({ name: 'cancel_at_period_end', type: 'boolean' }) cancelAtPeriodEnd!: boolean;
  /** When the provider's state held here was the provider's (its event's time): older events do not undo it. */
  @Column({ name: 'provider_state_at', type: 'timestamptz', nullable: true }) providerStateAt!: Date | null;
  /** The period end the renewal reminder went out for (3 days before it); null: none yet. */
  @Column({ name: 'renewal_reminded_for', type: 'timestamptz', nullable: true }) renewalRemindedFor!: Date | null;
  /** The edition its first payment buys (one purchase per e-mail and edition); null before this was kept. */
  @Column({ name: 'edition_number', type: 'integer', nullable: true }) editionNumber!: number | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
