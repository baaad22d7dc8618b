import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CommunitySubjects, type PostCreatedEvent } from '@reto/contracts/community';
import { appendToOutbox, runInTransaction, type Tx } from '@reto/platform';
import type { DataSource } from 'typeorm';
import { PostEntity, ReactionEntity } from './post.entity.js';

/** Where a page of the feed starts: after this post in (pinned, created_at, id) descending order. */
export interface FeedPosition {
  pinned: boolean;
  createdAt: Date;
  id: string;
}

export type NewPost = Pick<PostEntity, 'groupKey' | 'parentId' | 'authorUserId' | 'authorName' | 'trainer' | 'body'> & {
  createdAt: Date;
};

/** Every query of posts, replies and reactions; each write is one transaction with its outbox event. */
@Injectable()
export class PostsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return runInTransaction(this.dataSource, work);
  }

  find(id: string): Promise<PostEntity | null> {
    return this.dataSource.getRepository(PostEntity).findOneBy({ id });
  }

  /** A group's posts (not replies), pinned first, then newest first, after `after`. */
  feed(groupKey: string, limit: number, after: FeedPosition | null): Promise<PostEntity[]> {
    const query = this.dataSource
      .getRepository(PostEntity)
      .createQueryBuilder('p')
      .where('p.group_key = :groupKey AND p.parent_id IS NULL', { groupKey })
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
    return this.dataSource
      .getRepository(PostEntity)
      .find({ where: { parentId }, order: { createdAt: 'ASC', id: 'ASC' } });
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
  async insert(tx: Tx, post: NewPost): Promise<PostEntity> {
    const saved = await tx.manager.save(
      tx.manager.create(PostEntity, { ...post, pinned: false, reactions: 0, replies: 0 }),
    );
    if (post.parentId) await tx.manager.increment(PostEntity, { id: post.parentId }, 'replies', 1);
    const event: PostCreatedEvent = {
      postId: saved.id,
      groupKey: saved.groupKey,
      parentId: saved.parentId,
      createdAt: saved.createdAt.toISOString(),
    };
    await appendToOutbox(tx.manager, CommunitySubjects.events.postCreated, event);
    return saved;
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
    if (changed.length > 0) await tx.manager.increment(PostEntity, { id: postId }, 'reactions', on ? 1 : -1);
  }

  async setPinned(id: string, pinned: boolean): Promise<void> {
    await this.dataSource.getRepository(PostEntity).update({ id }, { pinned });
  }
}
