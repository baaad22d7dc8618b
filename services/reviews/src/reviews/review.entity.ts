import type { ReviewStatus } from '@reto/contracts';
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
  @Column({ name: 'photo_id', type: 'uuid', nullable: true }) photoId!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'moderated_at', type: 'timestamptz', nullable: true }) moderatedAt!: Date | null;
}
