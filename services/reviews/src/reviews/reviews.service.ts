import { Injectable } from '@nestjs/common';
import {
  ErrorCodes,
  ReviewsMessages,
  type ReviewAggregateDto,
  type ReviewPageDto,
  type ReviewPhotoDto,
  type SubmitReviewResult,
  type ValidSubmitReviewCommand,
} from '@reto/contracts';
import { DomainError, UploadStash } from '@reto/platform';
import { AggregateCache } from '../aggregate/aggregate-cache.js';
import { BuyersRepository } from '../buyers/buyers.repository.js';
import { PhotoErrors, processPhoto, type ProcessedPhoto } from '../photos/photo-processor.js';
import { locationOf } from './location.js';
import { toReviewDto } from './review.mapper.js';
import { ReviewsRepository } from './reviews.repository.js';

const photoNotFound = () =>
  new DomainError({ status: 404, code: ErrorCodes.notFound, message: ReviewsMessages.photoNotFound });

/**
 * The public side of reviews: the listing with its aggregate, a visitor's submission (published at
 * once with `verified_buyer` when the e-mail paid, else pending for the admin), and stored photos.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly reviews: ReviewsRepository,
    private readonly buyers: BuyersRepository,
    private readonly aggregateCache: AggregateCache,
    private readonly uploads: UploadStash,
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

  async submit(command: ValidSubmitReviewCommand): Promise<SubmitReviewResult> {
    const photo = command.photoKey ? await this.photoOf(command.photoKey) : null;
    const verifiedBuyer = await this.buyers.isBuyer(command.email);
    const status = verifiedBuyer ? 'published' : 'pending';
    const review = await this.reviews.insert({
      rating: command.rating,
      title: command.title,
      body: command.body,
      name: command.name,
      email: command.email,
      verifiedBuyer,
      ...locationOf(command.country),
      status,
      photo,
    });
    if (status === 'published') await this.aggregateCache.refresh();
    return { success: true, id: review.id, status };
  }

  /** A published review's photo (any review's for the admin). */
  async photo(photoId: string, anyStatus = false): Promise<ReviewPhotoDto> {
    const photo = await this.reviews.findPhoto(photoId, anyStatus);
    if (!photo) throw photoNotFound();
    return { contentType: photo.contentType, dataBase64: photo.bytes.toString('base64') };
  }

  /** The uploaded bytes behind the claim check, checked and re-encoded. */
  private async photoOf(key: string): Promise<ProcessedPhoto> {
    const upload = await this.uploads.take(key);
    if (!upload) throw PhotoErrors.expired();
    return processPhoto(upload);
  }
}
