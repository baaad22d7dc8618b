import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuditEvent } from '@reto/contracts';
import {
  CommunitySubjects,
  type PostChange,
  type PostChangedEvent,
  type PostCreatedEvent,
} from '@reto/contracts/community';
import {
  appendAuditEvent,
  appendToOutbox,
  Clock,
  runInTransaction,
  type ProcessedPhoto,
  type Tx,
} from '@reto/platform';
import { MemberEntity } from '../members/member.entity.js';
import { progressOf } from '../members/members.service.js';
import { In, type DataSource } from 'typeorm';
import { MuteEntity, PostEntity, PostPhotoEntity, ReactionEntity, ReportEntity } from './post.entity.js';
import { toPostDto } from './post.mapper.js';

/** Where a page of the feed starts: after this post in (pinned, created_at, id) descending order. */
export interface FeedPosition {
  pinned: boolean;
  createdAt: Date;
  id: string;
}

export type NewPost = Pick<PostEntity, 'groupKey' | 'parentId' | 'authorUserId' | 'authorName' | 'trainer' | 'body'> & {
  createdAt: Date;
  /** The photo shared with it, re-encoded (stored in the post's transaction). */
  photo?: ProcessedPhoto | null;
};

/** A post's photo with what decides who may see it: the group of its post, and whether it (or the post it answers) is hidden. */
export interface PhotoWithPost {
  contentType: string;
  bytes: Buffer;
  groupKey: string;
  hidden: boolean;
}

/** Every query of posts, replies and reactions; each write is one transaction with its outbox event. */
@Injectable()
export class PostsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return runInTransaction(this.dataSource, work);
  }

  find(id: string): Promise<PostEntity | null> {
    return this.dataSource.getRepository(PostEntity).findOneBy({ id });
  }

  /** A photo with its post's group and visibility; null when no post holds it. */
  async findPhoto(photoId: string): Promise<PhotoWithPost | null> {
    const rows: Array<{ content_type: string; bytes: Buffer; group_key: string; hidden: boolean }> =
      await this.dataSource.query(
        `SELECT ph.content_type, ph.bytes, p.group_key, (p.hidden OR coalesce(parent.hidden, false)) AS hidden
           FROM post_photos ph
           JOIN posts p ON p.photo_id = ph.id
           LEFT JOIN posts parent ON parent.id = p.parent_id
          WHERE ph.id = $1`,
        [photoId],
      );
    const row = rows[0];
    return row
      ? { contentType: row.content_type, bytes: row.bytes, groupKey: row.group_key, hidden: row.hidden }
      : null;
  }

  /** A group's posts (not replies), pinned first, then newest first, after `after`. */
  /** The group's latest pinned post (the feed's first when one is pinned, posts_feed_idx), or null. */
  async latestPinned(groupKey: string): Promise<Pick<PostEntity, 'id' | 'body' | 'authorName'> | null> {
    const rows: Array<{ id: string; body: string; author_name: string }> = await this.dataSource.query(
      `SELECT id, body, author_name FROM posts
        WHERE group_key = $1 AND parent_id IS NULL AND pinned AND NOT hidden
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [groupKey],
    );
    const [row] = rows;
    return row ? { id: row.id, body: row.body, authorName: row.author_name } : null;
  }

  feed(groupKey: string, limit: number, after: FeedPosition | null): Promise<PostEntity[]> {
    const query = this.dataSource
      .getRepository(PostEntity)
      .createQueryBuilder('p')
      .where('p.group_key = :groupKey AND p.parent_id IS NULL AND NOT p.hidden', { groupKey })
      .orderBy('p.pinned', 'DESC')
      .addOrderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(limit);
    if (after)
      query.andWhere('(p.pinned, p.created_at, p.id) < (:pinned, :createdAt, :id)', {
        pinned: after.pinned,
        createdAt: after.createdAt,
        id: after.id,
      });
    return query.getMany();
  }

  replies(parentId: string): Promise<PostEntity[]> {
    return this.repliesOf([parentId]);
  }

  /** The visible replies to any of `parentIds`, oldest first. */
  repliesOf(parentIds: string[]): Promise<PostEntity[]> {
    if (parentIds.length === 0) return Promise.resolve([]);
    return this.dataSource
      .getRepository(PostEntity)
      .find({ where: { parentId: In(parentIds), hidden: false }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** Of `postIds`, the ones `userId` reacted to. */
  async reactedBy(userId: number, postIds: string[]): Promise<Set<string>> {
    if (postIds.length === 0) return new Set();
    const rows = await this.dataSource
      .getRepository(ReactionEntity)
      .createQueryBuilder('r')
      .where('r.user_id = :userId AND r.post_id IN (:...postIds)', { userId, postIds })
      .getMany();
    return new Set(rows.map((row) => row.postId));
  }

  /** Stores a post (a reply counts on its parent) and announces it, in `tx`. */
  async insert(tx: Tx, { photo, ...post }: NewPost): Promise<PostEntity> {
    const stored = photo
      ? await tx.manager.save(
          tx.manager.create(PostPhotoEntity, {
            contentType: photo.contentType,
            bytes: photo.bytes,
            createdAt: post.createdAt,
          }),
        )
      : null;
    const saved = await tx.manager.save(
      tx.manager.create(PostEntity, {
        ...post,
        pinned: false,
        hidden: false,
        reactions: 0,
        replies: 0,
        photoId: stored?.id ?? null,
        photoWidth: photo?.width ?? null,
        photoHeight: photo?.height ?? null,
      }),
    );
    if (post.parentId) await tx.manager.increment(PostEntity, { id: post.parentId }, 'replies', 1);
    const event: PostCreatedEvent = {
      postId: saved.id,
      groupKey: saved.groupKey,
      parentId: saved.parentId,
      createdAt: saved.createdAt.toISOString(),
    };
    await appendToOutbox(tx.manager, CommunitySubjects.events.postCreated, event);
    await this.announce(tx, 'created', saved);
    return saved;
  }

  /** The post as it is now in `tx` (its author's day and streak beside it), to every open screen of its group (through the gateways). */
  async announce(tx: Tx, change: PostChange, post: PostEntity): Promise<void> {
    const author =
      post.authorUserId === null
        ? null
        : await tx.manager.getRepository(MemberEntity).findOneBy({ userId: post.authorUserId });
    const event: PostChangedEvent = {
      change,
      post: toPostDto(post, false, author ? progressOf(author, this.clock.now()) : null),
      changedAt: new Date().toISOString(),
    };
    await appendToOutbox(tx.manager, CommunitySubjects.events.postChanged, event);
  }

  /** The post re-read in `tx` (after a change of its counts or flags). */
  async findIn(tx: Tx, id: string): Promise<PostEntity | null> {
    return tx.manager.getRepository(PostEntity).findOneBy({ id });
  }

  /** Sets or takes back one member's reaction; the count changes only when the reaction did. */
  async react(tx: Tx, postId: string, userId: number, on: boolean): Promise<void> {
    const changed: unknown[] = on
      ? await tx.manager.query(
          'INSERT INTO reactions (post_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING post_id',
          [postId, userId],
        )
      : await tx.manager.query('DELETE FROM reactions WHERE post_id = $1 AND user_id = $2 RETURNING post_id', [
          postId,
          userId,
        ]);
    if (changed.length === 0) return;
    await tx.manager.increment(PostEntity, { id: postId }, 'reactions', on ? 1 : -1);
    await this.announce(tx, 'reacted', (await this.findIn(tx, postId))!);
  }

  /** Sets a flag the trainer controls, announces the post and records the trainer's action, in `tx`. */
  async setFlag(
    tx: Tx,
    id: string,
    flag: { pinned: boolean } | { hidden: boolean },
    change: PostChange,
    audit: Omit<AuditEvent, 'at'>,
  ): Promise<PostEntity> {
    await tx.manager.getRepository(PostEntity).update({ id }, flag);
    const post = (await this.findIn(tx, id))!;
    await this.announce(tx, change, post);
    await appendAuditEvent(tx.manager, 'community', audit, new Date());
    return post;
  }

  /** A member's report of a post; false when they had reported it already. */
  async report(tx: Tx, postId: string, userId: number, at: Date): Promise<boolean> {
    const rows: unknown[] = await tx.manager.query(
      'INSERT INTO reports (post_id, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING post_id',
      [postId, userId, at],
    );
    return rows.length > 0;
  }

  /** Reported posts, one line each with how many members reported it, most recently reported first. */
  async reported(limit: number): Promise<Array<{ post: PostEntity; reports: number; lastReportedAt: Date }>> {
    const counts: Array<{ post_id: string; reports: string; last: Date }> = await this.dataSource
      .getRepository(ReportEntity)
      .createQueryBuilder('r')
      .select('r.post_id', 'post_id')
      .addSelect('count(*)', 'reports')
      .addSelect('max(r.created_at)', 'last')
      .groupBy('r.post_id')
      .orderBy('last', 'DESC')
      .limit(limit)
      .getRawMany();
    if (counts.length === 0) return [];
    const posts = await this.dataSource
      .getRepository(PostEntity)
      .createQueryBuilder('p')
      .where('p.id IN (:...ids)', { ids: counts.map((row) => row.post_id) })
      .getMany();
    const byId = new Map(posts.map((post) => [post.id, post]));
    return counts.map((row) => ({
      post: byId.get(row.post_id)!,
      reports: Number(row.reports),
      lastReportedAt: new Date(row.last),
    }));
  }

  mutedUntil(userId: number): Promise<MuteEntity | null> {
    return this.dataSource.getRepository(MuteEntity).findOneBy({ userId });
  }

  /** Mutes a member until `until` (null lifts it) and records the trainer's action, in `tx`. */
  async mute(tx: Tx, userId: number, until: Date | null, audit: Omit<AuditEvent, 'at'>): Promise<void> {
    if (until) await tx.manager.getRepository(MuteEntity).save({ userId, mutedUntil: until });
    else await tx.manager.getRepository(MuteEntity).delete({ userId });
    await appendAuditEvent(tx.manager, 'community', audit, new Date());
  }
}
