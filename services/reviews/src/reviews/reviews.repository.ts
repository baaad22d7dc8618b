import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RatingDistribution, ReviewStatus } from '@reto/contracts';
import { appendToOutbox } from '@reto/platform';
import type { DataSource } from 'typeorm';
import { ReviewPhotoEntity } from '../photos/review-photo.entity.js';
import { ReviewEntity } from './review.entity.js';

export interface NewReview {
  rating: number;
  title: string | null;
  body: string;
  name: string;
  email: string;
  verifiedBuyer: boolean;
  region: string | null;
  country: string | null;
  status: Extract<ReviewStatus, 'published' | 'pending'>;
  photo: Pick<ReviewPhotoEntity, 'contentType' | 'bytes' | 'width' | 'height'> | null;
}

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

  /** Stores a review and its photo together; resolves after the commit. */
  insert(review: NewReview): Promise<ReviewEntity> {
    return this.dataSource.transaction(async (manager) => {
      const photo = review.photo ? await manager.save(manager.create(ReviewPhotoEntity, review.photo)) : null;
      return manager.save(
        manager.create(ReviewEntity, {
          kind: 'review',
          rating: review.rating,
          title: review.title,
          body: review.body,
          reviewerName: review.name,
          reviewerEmail: review.email,
          verifiedBuyer: review.verifiedBuyer,
          region: review.region,
          country: review.country,
          status: review.status,
          photoId: photo?.id ?? null,
          moderatedAt: null,
        }),
      );
    });
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
