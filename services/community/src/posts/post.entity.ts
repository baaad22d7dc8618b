import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A post of an edition group (`parentId` null) or a reply to one; the trainer's are marked. */
@Entity({ name: 'posts' })
export class PostEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'group_key', type: 'varchar', length: 40 }) groupKey!: string;
  @Column({ name: 'parent_id', type: 'uuid', nullable: true }) parentId!: string | null;
  @Column({ name: 'author_user_id', type: 'integer', nullable: true }) authorUserId!: number | null;
  /** As shown: first name and initial, or the trainer's name. */
  @Column({ name: 'author_name', type: 'varchar', length: 120 }) authorName!: string;
  @Column({ type: 'boolean' }) trainer!: boolean;
  @Column({ type: 'text' }) body!: string;
  @Column({ type: 'boolean' }) pinned!: boolean;
  @Column({ type: 'integer' }) reactions!: number;
  @Column({ type: 'integer' }) replies!: number;
  /** Hidden by the trainer: no member sees it (nor its replies) any more. */
  @Column({ type: 'boolean' }) hidden!: boolean;
  /** The photo shared with it (`post_photos`), and its size as stored. */
  @Column({ name: 'photo_id', type: 'uuid', nullable: true }) photoId!: string | null;
  @Column({ name: 'photo_width', type: 'integer', nullable: true }) photoWidth!: number | null;
  @Column({ name: 'photo_height', type: 'integer', nullable: true }) photoHeight!: number | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/** A post's photo as stored: re-encoded WebP, no metadata (platform `processPhoto`). */
@Entity({ name: 'post_photos' })
export class PostPhotoEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'content_type', type: 'varchar', length: 40 }) contentType!: string;
  @Column({ type: 'bytea' }) bytes!: Buffer;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/** One member's "💪" on a post. */
@Entity({ name: 'reactions' })
export class ReactionEntity {
  @Column({ name: 'post_id', type: 'uuid', primary: true }) postId!: string;
  @Column({ name: 'user_id', type: 'integer', primary: true }) userId!: number;
}

/** One member's report of a post (once per member and post). */
@Entity({ name: 'reports' })
export class ReportEntity {
  @Column({ name: 'post_id', type: 'uuid', primary: true }) postId!: string;
  @Column({ name: 'user_id', type: 'integer', primary: true }) userId!: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/** A member the trainer paused in the group until `mutedUntil`. */
@Entity({ name: 'mutes' })
export class MuteEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' }) userId!: number;
  @Column({ name: 'muted_until', type: 'timestamptz' }) mutedUntil!: Date;
}
