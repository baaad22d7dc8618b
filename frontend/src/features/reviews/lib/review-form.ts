import { reviewsCopy } from '../../landing/landing.copy';

/** A review photo may weigh at most this (DECISIONS.md 3); the server checks it again from the bytes. */
export const REVIEW_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export interface ReviewFields {
  rating: number;
  title: string;
  body: string;
  name: string;
  email: string;
}

export type ReviewFieldErrors = Partial<Record<'rating' | 'name' | 'email' | 'body', string>>;

/** No stars chosen: the reviewer picks them (a preset would put words in their mouth). */
export const EMPTY_REVIEW: ReviewFields = { rating: 0, title: '', body: '', name: '', email: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec 1 section 5: stars chosen (1 to 5; none is preset, so no rating is given for the writer); name required; e-mail required and in e-mail format; body required; title
 * optional. A member's form has no e-mail (`withEmail` false): the account's is used.
 */
export function validateReview(fields: ReviewFields, withEmail = true): ReviewFieldErrors {
  const errors: ReviewFieldErrors = {};
  if (!(fields.rating >= 1 && fields.rating <= 5)) errors.rating = reviewsCopy.ratingRequired;
  if (!fields.name.trim()) errors.name = reviewsCopy.nameRequired;
  if (withEmail && !fields.email.trim()) errors.email = reviewsCopy.emailRequired;
  else if (withEmail && !EMAIL.test(fields.email.trim())) errors.email = reviewsCopy.emailInvalid;
  if (!fields.body.trim()) errors.body = reviewsCopy.bodyRequired;
  return errors;
}

/** Photos: image files only, at most 5 MB; the message to show, or null when the file is fine. */
export function photoProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return reviewsCopy.photoNotImage;
  if (file.size > REVIEW_PHOTO_MAX_BYTES) return reviewsCopy.photoTooLarge;
  return null;
}
