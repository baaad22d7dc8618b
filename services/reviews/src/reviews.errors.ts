import { ErrorCodes, ReviewsMessages } from '@reto/contracts';
import { errorCatalogue } from '@reto/platform';

/** Every refusal of the reviews service: its status, code and Spanish message. */
export const ReviewsErrors = errorCatalogue({
  reviewNotFound: { status: 404, code: ErrorCodes.notFound, message: ReviewsMessages.reviewNotFound },
  photoNotFound: { status: 404, code: ErrorCodes.notFound, message: ReviewsMessages.photoNotFound },
  tooManyWaiting: { status: 429, code: ErrorCodes.rateLimited, message: ReviewsMessages.tooManyWaiting },
  photoTooLarge: { status: 413, code: 'photo_too_large', message: ReviewsMessages.photoTooLarge },
  photoTypeRefused: { status: 400, code: 'photo_type_refused', message: ReviewsMessages.photoTypeRefused },
  photoUnreadable: { status: 400, code: 'photo_unreadable', message: ReviewsMessages.photoUnreadable },
  photoTooDetailed: { status: 413, code: 'photo_too_large', message: ReviewsMessages.photoTooDetailed },
  photoExpired: { status: 400, code: ErrorCodes.validation, message: ReviewsMessages.photoExpired },
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
