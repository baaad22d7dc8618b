import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A review's photo, re-encoded (WebP, no metadata, at most 1600 px), kept in PostgreSQL so every replica serves it. */
@Entity({ name: 'review_photos' })
export class ReviewPhotoEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'content_type', type: 'varchar', length: 40 }) contentType!: string;
  @Column({ type: 'bytea' }) bytes!: Buffer;
  @Column({ type: 'integer' }) width!: number;
  @Column({ type: 'integer' }) height!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
