import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A single-use link mailed to a buyer's address; only the token's SHA-256 is kept. */
@Entity({ name: 'review_confirmations' })
export class ReviewConfirmationEntity {
  @PrimaryColumn({ name: 'token_hash', type: 'char', length: 64 }) tokenHash!: string;
  @Column({ name: 'review_id', type: 'uuid' }) reviewId!: string;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
