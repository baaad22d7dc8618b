import type { Gender } from '@reto/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  username!: string;

  /** lower(username): unique, so no two accounts differ only by case. */
  @Column({ name: 'username_key', type: 'varchar', length: 100, unique: true })
  usernameKey!: string;

  /** The name's confusable skeleton (auth/username-policy.ts): a look-alike of a taken name has the same. */
  @Column({ name: 'username_skeleton', type: 'text', nullable: true })
  usernameSkeleton!: string | null;

  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ type: 'varchar', length: 6 })
  gender!: Gender;

  @Column({ type: 'varchar', length: 64 })
  timezone!: string;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin!: boolean;

  /**
   * Projection of the member's enrolments, kept from `challenge.access.changed.v1`: the end of the
   * latest enrolment's edition. hasPaid = paidUntil is in the future (per the injected Clock).
   */
  @Column({ name: 'paid_until', type: 'timestamptz', nullable: true })
  paidUntil!: Date | null;

  /** When the owner opened the verification link (or the checkout proved the address); null: not yet. */
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
