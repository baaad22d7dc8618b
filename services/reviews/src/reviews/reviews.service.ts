import { Injectable } from '@nestjs/common';
import {
  ReviewsConstants,
  type ReviewAggregateDto,
  type ReviewPageDto,
  type ReviewPhotoDto,
  type SubmitReviewResult,
  type ValidSubmitMemberReviewCommand,
  type ValidSubmitReviewCommand,
} from '@reto/contracts';
import { Clock, takePhoto, UploadStash, type ProcessedPhoto, type Tx } from '@reto/platform';
import { AggregateCache } from '../aggregate/aggregate.cache.js';
import { BuyersRepository } from '../buyers/buyers.repository.js';
import { locationOf } from './location.js';
import { toReviewDto } from './review.mapper.js';
import { ReviewsRepository, type NewReview } from './reviews.repository.js';
import { ReviewsErrors } from '../reviews.errors.js';

type Written = Omit<NewReview, 'status' | 'userId' | 'photo'>;

/**
 * The public side of reviews: the listing with its aggregate, the reviews written by visitors and
 * by members, and stored photos. A review carries the "verified buyer" badge only with proof: a
 * member's account with a payment, or the link mailed to a buyer's address (ReviewProofService).
 * One address stores one review per text; a purchase has one published review, the newest.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly reviews: ReviewsRepository,
    private readonly buyers: BuyersRepository,
    private readonly aggregateCache: AggregateCache,
    private readonly uploads: UploadStash,
    private readonly clock: Clock,
  ) {}

  async list(limit: number, offset: number): Promise<ReviewPageDto> {
    const [[rows, total], aggregate] = await Promise.all([
      this.reviews.listPublished(limit, offset),
      this.aggregateCache.get(),
    ]);
    return { reviews: rows.map(toReviewDto), total, aggregate };
  }

  aggregate(): Promise<ReviewAggregateDto> {
    return this.aggregateCache.get();
  }

  /**
   * A visitor's review: stored unconfirmed and answered "received", the same for every address; the
   * proof (a link to a buyer's address, or the admin's queue) is decided in the background. The
   * same text again stores nothing (an unconfirmed one gets a new link). Both paths do the same
   * work whatever the address, so neither the answer nor its timing tells whose it is.
   */
  async submit(command: ValidSubmitReviewCommand): Promise<SubmitReviewResult> {
    const photo = command.photoKey ? await this.photoOf(command.photoKey) : null;
    return this.reviews.transaction(async (tx) => {
      const written = writtenOf(command, command.email);
      const same = await this.sameText(tx, written);
      if (same) {
        // Asked again, the same way for every address (only an unconfirmed review gets a new link).
        await this.reviews.announceSubmitted(tx, same.id);
        return { success: true, id: same.id, status: 'received' };
      }
      await this.refuseWhenTooManyWaiting(tx, written.email);
      const review = await this.reviews.insert(tx, { ...written, userId: null, status: 'unconfirmed', photo });
      await this.reviews.announceSubmitted(tx, review.id);
      return { success: true, id: review.id, status: 'received' };
    });
  }

  /**
   * A signed-in member's review: with a payment on their verified address it is published at once
   * with the badge (replacing their earlier one for that purchase); otherwise it waits for the admin.
   */
  async submitAsMember(command: ValidSubmitMemberReviewCommand): Promise<SubmitReviewResult> {
    const photo = command.photoKey ? await this.photoOf(command.photoKey) : null;
    return this.reviews.transaction(async (tx) => {
      const written = writtenOf(command, command.member.email);
      const same = await this.sameText(tx, written);
      if (same) return { success: true, id: same.id, status: same.status === 'published' ? 'published' : 'pending' };
      const purchase = command.member.emailVerified ? await this.buyers.purchaseOf(tx, written.email) : null;
      if (!purchase) await this.refuseWhenTooManyWaiting(tx, written.email);
      const review = await this.reviews.insert(tx, {
        ...written,
        userId: command.member.userId,
        status: 'pending',
        photo,
      });
      if (!purchase) return { success: true, id: review.id, status: 'pending' };
      await this.reviews.publishForPurchase(tx, review.id, purchase, 'member', this.clock.now());
      tx.afterCommit(() => this.aggregateCache.refresh().then(() => undefined));
      return { success: true, id: review.id, status: 'published' };
    });
  }

  /** A published review's photo (any review's for the admin). */
  async photo(photoId: string, anyStatus = false): Promise<ReviewPhotoDto> {
    const photo = await this.reviews.findPhoto(photoId, anyStatus);
    if (!photo) throw ReviewsErrors.photoNotFound();
    return { contentType: photo.contentType, dataBase64: photo.bytes.toString('base64') };
  }

  private async sameText(tx: Tx, written: Written) {
    await this.reviews.lockWriter(tx, written.email);
    return this.reviews.findSameText(tx, written.email, written.title, written.body);
  }

  private async refuseWhenTooManyWaiting(tx: Tx, email: string): Promise<void> {
    if ((await this.reviews.countWaiting(tx, email)) >= ReviewsConstants.maxWaitingPerAddress)
      throw ReviewsErrors.tooManyWaiting();
  }

  /** The uploaded bytes behind the claim check, checked and re-encoded. */
  private photoOf(key: string): Promise<ProcessedPhoto> {
    return takePhoto(this.uploads, key);
  }
}

function writtenOf(
  command: Pick<ValidSubmitReviewCommand, 'rating' | 'title' | 'body' | 'name' | 'country'>,
  email: string,
): Written {
  return {
    rating: command.rating,
    title: command.title,
    body: command.body,
    name: command.name,
    email: email.trim().toLowerCase(),
    ...locationOf(command.country),
  };
}
