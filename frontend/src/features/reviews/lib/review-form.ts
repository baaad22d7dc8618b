import { REVIEW_DEFAULT_RATING } from '../../../constants';
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

export type ReviewFieldErrors = Partial<Record<'name' | 'email' | 'body', string>>;

export const EMPTY_REVIEW: ReviewFields = { rating: REVIEW_DEFAULT_RATING, title: '', body: '', name: '', email: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec 1 section 5: name required; e-mail required and in e-mail format; body required; title
 * optional. A member's form has no e-mail (`withEmail` false): the account's is used.
 */
export function validateReview(fields: ReviewFields, withEmail = true): ReviewFieldErrors {
  const errors: ReviewFieldErrors = {};
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
