import { ErrorCodes, ReviewsMessages } from '@reto/contracts';
import { errorCatalogue, notFound, tooMany } from '@reto/platform';

/** Every refusal of the reviews service: its status, code and Spanish message. */
export const ReviewsErrors = errorCatalogue({
  reviewNotFound: notFound(ReviewsMessages.reviewNotFound),
  photoNotFound: notFound(ReviewsMessages.photoNotFound),
  tooManyWaiting: tooMany(ReviewsMessages.tooManyWaiting),
  /** The mailed link of a visitor's review: unknown, used, or out of date. */
  confirmationInvalid: {
    status: 404,
    code: ErrorCodes.reviewConfirmationInvalid,
    message: ReviewsMessages.confirmationInvalid,
  },
  confirmationUsed: {
    status: 410,
    code: ErrorCodes.reviewConfirmationInvalid,
    message: ReviewsMessages.confirmationUsed,
  },
  confirmationExpired: {
    status: 410,
    code: ErrorCodes.reviewConfirmationInvalid,
    message: ReviewsMessages.confirmationExpired,
  },
});
