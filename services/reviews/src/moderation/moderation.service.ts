import { Injectable } from '@nestjs/common';
import {
  type AdminReviewDto,
  type ModerationDecision,
  type ModerationActor,
  type ReviewModeratedEvent,
  type ReviewStatus,
  ReviewsSubjects,
} from '@reto/contracts';
import { Clock } from '@reto/platform';
import { AggregateCache } from '../aggregate/aggregate.cache.js';
import { toAdminReviewDto } from '../reviews/review.mapper.js';
import { ReviewsRepository } from '../reviews/reviews.repository.js';
import { ReviewsErrors } from '../reviews.errors.js';

const STATUS_OF: Record<ModerationDecision, ReviewStatus> = { approve: 'published', reject: 'rejected' };

export interface ModerationCommand {
  reviewId: string;
  decision: ModerationDecision;
  actor: ModerationActor;
  requestId: string;
}

/**
 * The admin's "Reseñas" tab: reviews by status, approve (publish) or reject. Each change and its
 * `reviews.review.moderated.v1` event (for the admin service's audit log) commit together; a change
 * into or out of "published" refreshes the aggregate after the commit. Deciding again what a review
 * already is changes nothing and records nothing.
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly reviews: ReviewsRepository,
    private readonly aggregateCache: AggregateCache,
    private readonly clock: Clock,
  ) {}

  async list(status: ReviewStatus): Promise<AdminReviewDto[]> {
    return (await this.reviews.listByStatus(status)).map(toAdminReviewDto);
  }

  async moderate(command: ModerationCommand): Promise<AdminReviewDto> {
    const at = this.clock.now();
    const change = await this.reviews.changeStatus(command.reviewId, STATUS_OF[command.decision], at, (c) => {
      const event: ReviewModeratedEvent = {
        reviewId: c.review.id,
        reviewer: c.review.reviewerName,
        title: c.review.title,
        before: { status: c.before },
        after: { status: c.review.status },
        actor: command.actor,
        requestId: command.requestId,
        at: at.toISOString(),
      };
      return { subject: ReviewsSubjects.events.reviewModerated, payload: event };
    });
    if (!change) {
      throw ReviewsErrors.reviewNotFound();
    }
    if (change.before !== change.review.status && [change.before, change.review.status].includes('published')) {
      await this.aggregateCache.refresh();
    }
    return toAdminReviewDto(change.review);
  }
}
