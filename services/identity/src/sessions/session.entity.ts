import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

export const SESSION_KINDS = ['web', 'bearer', 'device'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** A signed-in session (web cookie, mobile bearer token or device token). Only the SHA-256 of its token is stored. */
@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index()
  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  /** Its user, read in the same query when a token is resolved (see SessionsRepository.findWithUser). */
  @ManyToOne(() => UserEntity, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 10 })
  kind!: SessionKind;

  @Column({ name: 'token_hash', type: 'char', length: 64, unique: true })
  tokenHash!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** The absolute end of the session. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz' })
  lastUsedAt!: Date;

  /** The session ends when unused this long. */
  @Column({
    name: 'idle_ttl_ms',
    type: 'bigint',
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  idleTtlMs!: number;

  @Column({ name: 'device_id', type: 'varchar', length: 200, nullable: true })
  deviceId!: string | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
