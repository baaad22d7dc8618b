import type { ReviewProof, ReviewStatus } from '@reto/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** `review`: a written review shown on the landing; `rating`: a rating-only legacy rating (counted, not listed). */
export type ReviewKind = 'review' | 'rating';

/** A review or a rating-only legacy rating. Only published rows count in the aggregate. */
@Entity({ name: 'reviews' })
export class ReviewEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar', length: 10 }) kind!: ReviewKind;
  @Column({ type: 'smallint' }) rating!: number;
  @Column({ type: 'varchar', length: 120, nullable: true }) title!: string | null;
  @Column({ type: 'text', nullable: true }) body!: string | null;
  @Column({ name: 'reviewer_name', type: 'varchar', length: 80, nullable: true }) reviewerName!: string | null;
  /** Never in a public answer (DECISIONS.md 3). */
  @Column({ name: 'reviewer_email', type: 'varchar', length: 254, nullable: true }) reviewerEmail!: string | null;
  @Column({ name: 'verified_buyer', type: 'boolean', default: false }) verifiedBuyer!: boolean;
  @Column({ type: 'varchar', length: 80, nullable: true }) region!: string | null;
  @Column({ type: 'varchar', length: 80, nullable: true }) country!: string | null;
  @Column({ type: 'varchar', length: 20 }) status!: ReviewStatus;
  /** How the writer proved they bought; the badge only with `member`, `link`, `email` or a sample's own flag. */
  @Column({ type: 'varchar', length: 10, default: 'none' }) proof!: ReviewProof;
  /** The member's account, for a review written signed in. */
  @Column({ name: 'user_id', type: 'integer', nullable: true }) userId!: number | null;
  /** The payment this verified review is about: one published review per purchase. */
  @Column({ name: 'purchase_id', type: 'varchar', length: 100, nullable: true }) purchaseId!: string | null;
  /** textKeyOf(title, body): the same text from one address is stored once. */
  @Column({ name: 'text_key', type: 'char', length: 64, nullable: true }) textKey!: string | null;
  @Column({ name: 'photo_id', type: 'uuid', nullable: true }) photoId!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'moderated_at', type: 'timestamptz', nullable: true }) moderatedAt!: Date | null;
}
