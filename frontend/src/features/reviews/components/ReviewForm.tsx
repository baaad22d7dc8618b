import { CheckCircle2, ImagePlus, MailCheck, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { REVIEW_SUCCESS_CLOSE_MS } from '../../../constants';
import { reviewsCopy } from '../../landing/landing.copy';
import { submitReview, type ReviewStatus } from '../lib/reviews-api';
import {
  EMPTY_REVIEW,
  photoProblem,
  validateReview,
  type ReviewFieldErrors,
  type ReviewFields,
} from '../lib/review-form';
import { RatingInput } from './RatingInput';
import '../review-form.css';

type Phase = 'closed' | 'open' | 'submitting' | 'success';

/** The form as it opens: empty, with a member's name already filled in. */
const emptyReview = (memberName?: string): ReviewFields =>
  memberName === undefined ? EMPTY_REVIEW : { ...EMPTY_REVIEW, name: memberName };

const THANKS: Record<ReviewStatus, string> = {
  received: reviewsCopy.thanksReceived,
  published: reviewsCopy.thanksPublished,
  pending: reviewsCopy.thanksPending,
};

interface Photo {
  file: File;
  url: string;
}

interface ReviewFormProps {
  /** Called once a review is accepted, with its status (a published one changes the list). */
  onSubmitted?: (status: ReviewStatus) => void;
  submit?: typeof submitReview;
  /** A signed-in member's form: no e-mail field (the account's), the name filled in. */
  member?: { name: string };
  /** The button that opens the form. */
  openLabel?: string;
}

/**
 * The review form (spec 1 section 4 "Review form"): closed → open → submitting ("Enviando...",
 * disabled) → success (thanks; closes itself after 2 s and starts over with no stars and empty fields),
 * or failure (alert, the form kept as it was). A visitor is told, whatever the address, to look for
 * the link that publishes a buyer's review (that answer stays until it is read); a member's pending
 * review is told it appears after review. The photo is optional, image files only, the first picked file kept and previewed.
 */
export function ReviewForm({
  onSubmitted,
  submit = submitReview,
  member,
  openLabel = reviewsCopy.write,
}: ReviewFormProps) {
  const [phase, setPhase] = useState<Phase>('closed');
  const [fields, setFields] = useState<ReviewFields>(() => emptyReview(member?.name));
  const [errors, setErrors] = useState<ReviewFieldErrors>({});
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<ReviewStatus>('published');
  const formRef = useRef<HTMLFormElement>(null);
  // Each refused send asks for the focus on the first field in error, once the errors are on screen.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // The stars are a group: its first star takes the focus, with the message beside it in view.
    const target = invalid?.matches('fieldset') ? invalid.querySelector<HTMLElement>('input') : invalid;
    target?.focus();
    invalid?.scrollIntoView?.({ block: 'center' });
  }, [refusals]);
  const id = useId();

  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.url);
    },
    [photo],
  );

  const memberName = member?.name;
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

  const set =
    (name: keyof Omit<ReviewFields, 'rating'>) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setFields((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    };

  const pickPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    setPhotoError(problem);
    if (!problem) setPhoto({ file, url: URL.createObjectURL(file) });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateReview(fields, !member);
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

  if (phase === 'closed') {
    return (
      <button
        type="button"
        className="btn btn--primary review-form__open"
        onClick={() => {
          setPhase('open');
        }}
      >
        {openLabel}
      </button>
    );
  }

  if (phase === 'success') {
    const received = status === 'received';
    return (
      <div className="review-form review-form--thanks" role="status">
        {received ? (
          <MailCheck size={40} aria-hidden="true" className="accent" />
        ) : (
          <CheckCircle2 size={40} aria-hidden="true" className="accent" />
        )}
        <p className="review-form__thanks-title">
          {received ? reviewsCopy.thanksReceivedTitle : reviewsCopy.thanksTitle}
        </p>
        <p className="muted">{THANKS[status]}</p>
        {received ? (
          <button type="button" className="btn btn--primary" onClick={close}>
            {reviewsCopy.thanksClose}
          </button>
        ) : null}
      </div>
    );
  }

  const submitting = phase === 'submitting';
  const field = (name: keyof ReviewFieldErrors) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const fieldError = (name: keyof ReviewFieldErrors) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="field__error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      ref={formRef}
      className="review-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id={`${id}-title`} className="review-form__title">
        {reviewsCopy.formTitle}
      </h3>
      {failure ? (
        <p className="review-form__alert" role="alert">
          {failure}
        </p>
      ) : null}
      <fieldset className="review-form__fields" disabled={submitting}>
        <RatingInput
          value={fields.rating}
          error={errors.rating}
          onChange={(rating) => {
            setFields((current) => ({ ...current, rating }));
            setErrors((current) => ({ ...current, rating: undefined }));
          }}
        />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-title-input`}>
            {reviewsCopy.reviewTitle}
          </label>
          <input
            id={`${id}-title-input`}
            className="input"
            value={fields.title}
            onChange={set('title')}
            maxLength={120}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-body`}>
            {reviewsCopy.body}
          </label>
          <textarea
            {...field('body')}
            className="input review-form__body"
            rows={4}
            value={fields.body}
            onChange={set('body')}
            maxLength={2000}
          />
          {fieldError('body')}
        </div>
        <div className="review-form__row">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-name`}>
              {reviewsCopy.name}
            </label>
            <input
              {...field('name')}
              className="input"
              autoComplete="name"
              value={fields.name}
              onChange={set('name')}
              maxLength={80}
            />
            {fieldError('name')}
          </div>
          {member ? null : (
            <div className="field">
              <label className="field__label" htmlFor={`${id}-email`}>
                {reviewsCopy.email}
              </label>
              <input
                {...field('email')}
                className="input"
                type="email"
                autoComplete="email"
                value={fields.email}
                onChange={set('email')}
                maxLength={254}
              />
              {fieldError('email') ?? <p className="field__hint">{reviewsCopy.emailHint}</p>}
            </div>
          )}
        </div>
        <div className="field">
          <span className="field__label">{reviewsCopy.photo}</span>
          {photo ? (
            <div className="review-form__preview">
              <img src={photo.url} alt={reviewsCopy.photoPreview} width={96} height={96} />
              <span className="review-form__file">{photo.file.name}</span>
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => {
                  setPhoto(null);
                }}
              >
                <X size={18} aria-hidden="true" /> {reviewsCopy.removePhoto}
              </button>
            </div>
          ) : (
            <label className="review-form__picker">
              <ImagePlus size={22} aria-hidden="true" />
              <span>{reviewsCopy.choosePhoto}</span>
              <input
                className="visually-hidden"
                type="file"
                accept="image/jpeg,image/png,image/webp,image/*"
                aria-describedby={`${id}-photo-hint`}
                onChange={pickPhoto}
              />
            </label>
          )}
          <p id={`${id}-photo-hint`} className={photoError ? 'field__error' : 'field__hint'}>
            {photoError ?? reviewsCopy.photoHint}
          </p>
        </div>
      </fieldset>
      <div className="review-form__actions">
        <button
          type="button"
          className="btn btn--ghost"
          disabled={submitting}
          onClick={() => {
            setFailure(null);
            setErrors({});
            setPhase('closed');
          }}
        >
          {reviewsCopy.cancel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={submitting}>
          {submitting ? reviewsCopy.submitting : reviewsCopy.submit}
        </button>
      </div>
    </form>
  );
}
