import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** An account's TOTP second factor (migration 1764300000000). */
@Entity({ name: 'second_factors' })
export class SecondFactorEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId!: number;

  /** The key sign-in checks codes against; null until the first code confirmed it. */
  @Column({ type: 'text', nullable: true })
  secret!: string | null;

  /** A key shown as a QR code, waiting for its first code. */
  @Column({ name: 'pending_secret', type: 'text', nullable: true })
  pendingSecret!: string | null;

  /** The time step of the last accepted code: a code (and any older one) is not accepted twice. */
  @Column({
    name: 'last_step',
    type: 'bigint',
    nullable: true,
    transformer: { to: (v) => v, from: (v) => (v === null ? null : Number(v)) },
  })
  lastStep!: number | null;

  /** SHA-256 (hex) of each recovery code not yet used. */
  @Column({ name: 'recovery_hashes', type: 'text', array: true, default: () => "'{}'" })
  recoveryHashes!: string[];

  @Column({ name: 'enabled_at', type: 'timestamptz', nullable: true })
  enabledAt!: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
