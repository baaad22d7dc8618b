import { Inject, Injectable } from '@nestjs/common';
import { ReviewsConstants, ReviewsMessages, type ConfirmReviewResult } from '@reto/contracts';
import { Clock, Mailer, SingleUseTokens, type Tx } from '@reto/platform';
import { AggregateCache } from '../aggregate/aggregate.cache.js';
import { BuyersRepository } from '../buyers/buyers.repository.js';
import { REVIEWS_CONFIG, type ReviewsConfig } from '../reviews.config.js';
import { ReviewsRepository } from '../reviews/reviews.repository.js';
import { confirmationMail } from './confirmation-mail.js';
import { ReviewsErrors } from '../reviews.errors.js';

const HOUR_MS = 3_600_000;
/** The page that opens the mailed link (frontend ROUTES.confirmReview). */
export const CONFIRM_REVIEW_PATH = '/confirmar-resena';
/** The confirmation links among the service's single-use tokens (their subject: the review's id). */
const CONFIRMATION_PURPOSE = 'review';
/** Why a link opened does not confirm: unknown, used already, or expired. */
const LINK_REFUSALS = {
  not_found: ReviewsErrors.confirmationInvalid,
  used: ReviewsErrors.confirmationUsed,
  expired: ReviewsErrors.confirmationExpired,
};

/**
 * Proof for a visitor's review. In the background (the submission's event): a buyer's address gets
 * a single-use, expiring link; any other address's review waits for the admin. The link opened:
 * the review is published with the badge, as the one review of that purchase.
 */
@Injectable()
export class ReviewProofService {
  constructor(
    @Inject(REVIEWS_CONFIG) private readonly config: ReviewsConfig,
    private readonly reviews: ReviewsRepository,
    private readonly buyers: BuyersRepository,
    private readonly tokens: SingleUseTokens,
    private readonly aggregateCache: AggregateCache,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  /** Decides how an unconfirmed review is proved; the mail leaves before the commit (a failure retries the event). */
  async prove(tx: Tx, reviewId: string): Promise<void> {
    const review = await this.reviews.findForUpdate(tx, reviewId);
    if (review?.status !== 'unconfirmed' || !review.reviewerEmail) return;
    if (!(await this.buyers.purchaseOf(tx, review.reviewerEmail))) {
      await this.reviews.setStatus(tx, review.id, 'pending');
      return;
    }
    const hours = ReviewsConstants.confirmationTtlHours;
    const { token } = await this.tokens.issue(CONFIRMATION_PURPOSE, review.id, hours * HOUR_MS, tx);
    const link = new URL(`${CONFIRM_REVIEW_PATH}?token=${token}`, this.config.PUBLIC_URL).toString();
    await this.mailer.send(confirmationMail(review.reviewerEmail, link, hours));
  }

  /** The link opened: once, before it expires. A buyer no longer (refunded meanwhile): it waits for the admin. */
  async confirm(token: string): Promise<ConfirmReviewResult> {
    const now = this.clock.now();
    const result = await this.reviews.transaction(async (tx): Promise<ConfirmReviewResult> => {
      const link = await this.tokens.redeem([CONFIRMATION_PURPOSE], token, tx);
      if (link.state !== 'valid') throw LINK_REFUSALS[link.state]();
      const review = await this.reviews.findForUpdate(tx, link.subject);
      if (review?.status !== 'unconfirmed' || !review.reviewerEmail) throw ReviewsErrors.confirmationUsed();
      const purchase = await this.buyers.purchaseOf(tx, review.reviewerEmail);
      if (!purchase) {
        await this.reviews.setStatus(tx, review.id, 'pending');
        return { success: true, status: 'pending', message: ReviewsMessages.confirmedPending };
      }
      await this.reviews.publishForPurchase(tx, review.id, purchase, 'link', now);
      return { success: true, status: 'published', message: ReviewsMessages.confirmedPublished };
    });
    if (result.status === 'published') await this.aggregateCache.refresh();
    return result;
  }
}
