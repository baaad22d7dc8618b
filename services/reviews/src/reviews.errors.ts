import { ErrorCodes, ReviewsMessages } from '@reto/contracts';
import { errorCatalogue } from '@reto/platform';

/** Every refusal of the reviews service: its status, code and Spanish message. */
export const ReviewsErrors = errorCatalogue({
  reviewNotFound: { status: 404, code: ErrorCodes.notFound, message: ReviewsMessages.reviewNotFound },
  photoNotFound: { status: 404, code: ErrorCodes.notFound, message: ReviewsMessages.photoNotFound },
  tooManyWaiting: { status: 429, code: ErrorCodes.rateLimited, message: ReviewsMessages.tooManyWaiting },
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
