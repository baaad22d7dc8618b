import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ReviewsSubjects,
  runningEdition,
  type RatingDistribution,
  type ReviewProof,
  type ReviewStateEvent,
  type ReviewStatus,
} from '@reto/contracts';
import { appendToOutbox, runInTransaction, type Tx } from '@reto/platform';
import { In, Not, type DataSource, type EntityManager } from 'typeorm';
import { ReviewPhotoEntity } from '../photos/review-photo.entity.js';
import { ReviewEntity } from './review.entity.js';
import { textKeyOf } from './text-key.js';

/** A review as written: it starts unproved (`unconfirmed` for a visitor, `pending` for a member). */
export interface NewReview {
  rating: number;
  title: string | null;
  body: string;
  name: string;
  email: string;
  userId: number | null;
  region: string | null;
  country: string | null;
  status: Extract<ReviewStatus, 'unconfirmed' | 'pending'>;
  photo: Pick<ReviewPhotoEntity, 'contentType' | 'bytes' | 'width' | 'height'> | null;
}

/** Reviews waiting for something: their link, or the admin. */
const WAITING: ReviewStatus[] = ['unconfirmed', 'pending'];

export interface StatusChange {
  review: ReviewEntity;
  before: ReviewStatus;
}

/** Event written in the same transaction as a status change (built by the caller from the change). */
export type ChangeEvent = (change: StatusChange) => { subject: string; payload: unknown };

/**
 * Every query of reviews. Each write is one transaction and resolves after its commit, so the
 * caller refreshes caches only once the change is visible to every replica.
 */
@Injectable()
export class ReviewsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Published written reviews, newest first (rating-only legacy ratings are not listed). */
  listPublished(limit: number, offset: number): Promise<[ReviewEntity[], number]> {
    return this.dataSource.getRepository(ReviewEntity).findAndCount({
      where: { status: 'published', kind: 'review' },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
  }

  /** Written reviews by status for the admin, newest first. */
  listByStatus(status: ReviewStatus): Promise<ReviewEntity[]> {
    return this.dataSource.getRepository(ReviewEntity).find({
      where: { status, kind: 'review' },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  /** How many published ratings (reviews and rating-only) have each number of stars. */
  async publishedRatingCounts(): Promise<RatingDistribution> {
    const rows = await this.dataSource
      .getRepository(ReviewEntity)
      .createQueryBuilder('r')
      .select('r.rating', 'rating')
      .addSelect('count(*)::int', 'count')
      .where('r.status = :status', { status: 'published' })
      .groupBy('r.rating')
      .getRawMany<{ rating: number; count: number }>();
    const counts: RatingDistribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
    for (const row of rows) counts[String(row.rating) as keyof RatingDistribution] = Number(row.count);
    return counts;
  }

  /** Runs `work` in one transaction (after-commit hooks once it committed). */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return runInTransaction(this.dataSource, work);
  }

  /** Serialises the writes of one address until the transaction ends (two tabs, a double click). */
  async lockWriter(tx: Tx, email: string): Promise<void> {
    await tx.manager.query(`SELECT pg_advisory_xact_lock(hashtext('review-writer:' || $1))`, [email]);
  }

  /** This address's review with this text, unless it was replaced by a newer one. */
  findSameText(tx: Tx, email: string, title: string | null, body: string): Promise<ReviewEntity | null> {
    return tx.manager.getRepository(ReviewEntity).findOne({
      where: { kind: 'review', reviewerEmail: email, textKey: textKeyOf(title, body), status: Not('replaced') },
    });
  }

  /** How many of this address's reviews wait for their link or for the admin. */
  countWaiting(tx: Tx, email: string): Promise<number> {
    return tx.manager
      .getRepository(ReviewEntity)
      .count({ where: { kind: 'review', reviewerEmail: email, status: In(WAITING) } });
  }

  /** Stores a review and its photo in `tx`, unproved (no badge). */
  async insert(tx: Tx, review: NewReview): Promise<ReviewEntity> {
    const { manager } = tx;
    const photo = review.photo ? await manager.save(manager.create(ReviewPhotoEntity, review.photo)) : null;
    return manager.save(
      manager.create(ReviewEntity, {
        kind: 'review',
        rating: review.rating,
        title: review.title,
        body: review.body,
        reviewerName: review.name,
        reviewerEmail: review.email,
        verifiedBuyer: false,
        proof: 'none',
        userId: review.userId,
        purchaseId: null,
        textKey: textKeyOf(review.title, review.body),
        region: review.region,
        country: review.country,
        status: review.status,
        photoId: photo?.id ?? null,
        moderatedAt: null,
      }),
    );
  }

  /** Asks for this visitor's review to be proved, out of the caller's sight (`reviews.review.submitted.v1`). */
  async announceSubmitted(tx: Tx, reviewId: string): Promise<void> {
    await appendToOutbox(tx.manager, ReviewsSubjects.events.reviewSubmitted, { reviewId });
  }

  /** A written review, locked until `tx` ends. */
  findForUpdate(tx: Tx, id: string): Promise<ReviewEntity | null> {
    return tx.manager
      .getRepository(ReviewEntity)
      .createQueryBuilder('r')
      .setLock('pessimistic_write')
      .where('r.id = :id AND r.kind = :kind', { id, kind: 'review' })
      .getOne();
  }

  async setStatus(tx: Tx, id: string, status: ReviewStatus): Promise<void> {
    await tx.manager.update(ReviewEntity, { id }, { status });
    await announceStates(tx.manager, [id]);
  }

  /**
   * Publishes a review with the badge as the one review of `purchaseId`: the purchase's earlier
   * published review becomes `replaced` and its photo is deleted.
   */
  async publishForPurchase(tx: Tx, id: string, purchaseId: string, proof: ReviewProof, at: Date): Promise<void> {
    const { manager } = tx;
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('review-purchase:' || $1))`, [purchaseId]);
    const earlier = await manager.getRepository(ReviewEntity).find({
      where: { purchaseId, status: 'published', id: Not(id) },
    });
    for (const review of earlier) {
      await manager.update(ReviewEntity, { id: review.id }, { status: 'replaced', photoId: null, moderatedAt: at });
      if (review.photoId) await manager.delete(ReviewPhotoEntity, { id: review.photoId });
    }
    await manager.update(
      ReviewEntity,
      { id },
      { status: 'published', verifiedBuyer: true, proof, purchaseId, moderatedAt: at },
    );
    await announceStates(manager, [id, ...earlier.map((review) => review.id)]);
  }

  /**
   * The review published for `purchaseId` follows its payment: when the payment stops giving access
   * it goes back to the admin (`pending`, without the badge); when it gives access again, the review
   * withdrawn that way is published again. Answers whether a review changed.
   */
  async followPurchase(tx: Tx, purchaseId: string, access: boolean, at: Date): Promise<boolean> {
    const { manager } = tx;
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('review-purchase:' || $1))`, [purchaseId]);
    const [from, to] = access ? (['pending', 'published'] as const) : (['published', 'pending'] as const);
    const candidates = await manager.getRepository(ReviewEntity).find({
      where: { purchaseId, status: from },
      order: { createdAt: 'DESC' },
      take: 1,
    });
    const review = candidates[0];
    if (!review) return false;
    if (access && (await manager.getRepository(ReviewEntity).countBy({ purchaseId, status: 'published' })) > 0) {
      return false;
    }
    await manager.update(ReviewEntity, { id: review.id }, { status: to, verifiedBuyer: access, moderatedAt: at });
    await announceStates(manager, [review.id]);
    return true;
  }

  /**
   * Moves a written review to `status` and, in the same transaction, appends the event `eventOf`
   * builds from the change. Null when there is no such review; no change (and no event) when it
   * already has that status. Resolves after the commit.
   */
  changeStatus(id: string, status: ReviewStatus, at: Date, eventOf: ChangeEvent): Promise<StatusChange | null> {
    return this.dataSource.transaction(async (manager) => {
      const review = await manager
        .getRepository(ReviewEntity)
        .createQueryBuilder('r')
        .setLock('pessimistic_write')
        .where('r.id = :id AND r.kind = :kind', { id, kind: 'review' })
        .getOne();
      if (!review) return null;
      const before = review.status;
      if (before === status) return { review, before };
      await manager.update(ReviewEntity, { id }, { status, moderatedAt: at });
      const change = { review: { ...review, status, moderatedAt: at }, before };
      const event = eventOf(change);
      await appendToOutbox(manager, event.subject, event.payload);
      await announceStates(manager, [id]);
      return change;
    });
  }

  /** A stored photo; only a published review's unless `anyStatus` (the admin's view). */
  findPhoto(photoId: string, anyStatus: boolean): Promise<ReviewPhotoEntity | null> {
    const query = this.dataSource
      .getRepository(ReviewPhotoEntity)
      .createQueryBuilder('p')
      .innerJoin(ReviewEntity, 'r', 'r.photo_id = p.id')
      .where('p.id = :photoId', { photoId });
    if (!anyStatus) query.andWhere('r.status = :status', { status: 'published' });
    return query.getOne();
  }
}

/**
 * Publishes, in the transaction that changed them, how these written reviews now stand for the
 * trainer's figures (`reviews.review.state.v1`): rating, edition, badge, public; nothing about the
 * reviewer. The database's clock orders the changes (a later change of a review waits for its lock).
 */
async function announceStates(manager: EntityManager, ids: string[]): Promise<void> {
  const rows = (await manager.query(
    `SELECT id, rating, verified_buyer, status = 'published' AS published, created_at, clock_timestamp() AS changed_at
       FROM reviews WHERE id = ANY($1::uuid[]) AND kind = 'review'`,
    [ids],
  )) as Array<{
    id: string;
    rating: number;
    verified_buyer: boolean;
    published: boolean;
    created_at: Date;
    changed_at: Date;
  }>;
  for (const row of rows) {
    const state: ReviewStateEvent = {
      reviewId: row.id,
      rating: row.rating,
      edition: runningEdition(row.created_at.toISOString().slice(0, 10)).number,
      verified: row.verified_buyer,
      published: row.published,
      changedAt: row.changed_at.toISOString(),
    };
    await appendToOutbox(manager, ReviewsSubjects.events.reviewState, state);
  }
}
