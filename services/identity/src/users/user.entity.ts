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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
