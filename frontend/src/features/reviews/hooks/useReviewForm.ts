import { useCallback, useEffect, useState, type RefObject } from 'react';
import { REVIEW_SUCCESS_CLOSE_MS } from '../../../constants';
import { reviewsCopy } from '../../landing/landing.copy';
import type { ReviewPhoto } from '../components/ReviewPhotoField';
import type { ReviewTextField } from '../components/ReviewTextFields';
import {
  EMPTY_REVIEW,
  photoProblem,
  validateReview,
  type ReviewFieldErrors,
  type ReviewFields,
} from '../lib/review-form';
import type { ReviewStatus, submitReview } from '../lib/reviews-api';

export type ReviewPhase = 'closed' | 'open' | 'submitting' | 'success';

/** The form as it opens: empty, with a member's name already filled in. */
const emptyReview = (memberName?: string): ReviewFields =>
  memberName === undefined ? EMPTY_REVIEW : { ...EMPTY_REVIEW, name: memberName };

interface Options {
  submit: typeof submitReview;
  onSubmitted?: (status: ReviewStatus) => void;
  /** A signed-in member's name (their form has no e-mail); undefined for a visitor. */
  memberName?: string;
  /** The form, whose first field in error takes the focus after a refused send. */
  formRef?: RefObject<HTMLFormElement | null>;
}

/**
 * The review form's state: closed → open → submitting → success (closing itself after 2 s, unless
 * it asks to check the e-mail) or back to open with the failure; a refused send focuses the first
 * field in error.
 */
export function useReviewForm({ submit, onSubmitted, memberName, formRef }: Options) {
  const [phase, setPhase] = useState<ReviewPhase>('closed');
  const [fields, setFields] = useState<ReviewFields>(() => emptyReview(memberName));
  const [errors, setErrors] = useState<ReviewFieldErrors>({});
  const [photo, setPhoto] = useState<ReviewPhoto | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<ReviewStatus>('published');
  // Each refused send asks for the focus on the first field in error, once the errors are on screen.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const invalid = formRef?.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // The stars are a group: its first star takes the focus, with the message beside it in view.
    const target = invalid?.matches('fieldset') ? invalid.querySelector<HTMLElement>('input') : invalid;
    target?.focus();
    invalid?.scrollIntoView?.({ block: 'center' });
  }, [refusals, formRef]);

  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.url);
    },
    [photo],
  );

  const close = useCallback(() => {
    setFields(emptyReview(memberName));
    setPhoto(null);
    setErrors({});
    setPhase('closed');
  }, [memberName]);

  // A "check your e-mail" answer stays until it is read; the others close after 2 s (spec 1).
  useEffect(() => {
    if (phase !== 'success' || status === 'received') return;
    const timer = window.setTimeout(close, REVIEW_SUCCESS_CLOSE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [phase, status, close]);

  const change = (name: ReviewTextField | 'rating', value: string | number) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const pickPhoto = (file: File) => {
    const problem = photoProblem(file);
    setPhotoError(problem);
    if (!problem) setPhoto({ file, url: URL.createObjectURL(file) });
  };

  const send = async () => {
    const found = validateReview(fields, memberName === undefined);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    setFailure(null);
    setPhase('submitting');
    try {
      const answer = await submit({ ...fields, photo: photo?.file ?? null });
      setStatus(answer.status);
      setPhase('success');
      onSubmitted?.(answer.status);
    } catch {
      setFailure(reviewsCopy.error);
      setPhase('open');
    }
  };

  const open = () => {
    setPhase('open');
  };
  const cancel = () => {
    setFailure(null);
    setErrors({});
    setPhase('closed');
  };
  const removePhoto = () => {
    setPhoto(null);
  };

  return {
    ...{ phase, fields, errors, photo, photoError, failure, status },
    ...{ open, cancel, close, change, pickPhoto, removePhoto, send },
  };
}
