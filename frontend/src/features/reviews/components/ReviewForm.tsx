import { useId, useRef } from 'react';
import { reviewsCopy } from '../../landing/landing.copy';
import { useReviewForm } from '../hooks/useReviewForm';
import { submitReview, type ReviewStatus } from '../lib/reviews-api';
import { RatingInput } from './RatingInput';
import { ReviewPhotoField } from './ReviewPhotoField';
import { ReviewTextFields } from './ReviewTextFields';
import { ReviewThanks } from './ReviewThanks';
import '../review-form.css';

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
  const formRef = useRef<HTMLFormElement>(null);
  const form = useReviewForm({ submit, onSubmitted, memberName: member?.name, formRef });
  const id = useId();

  if (form.phase === 'closed') {
    return (
      <button type="button" className="btn btn--primary review-form__open" onClick={form.open}>
        {openLabel}
      </button>
    );
  }

  if (form.phase === 'success') return <ReviewThanks status={form.status} onClose={form.close} />;

  const submitting = form.phase === 'submitting';
  return (
    <form
      ref={formRef}
      className="review-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.send();
      }}
    >
      <h3 id={`${id}-title`} className="review-form__title">
        {reviewsCopy.formTitle}
      </h3>
      {form.failure ? (
        <p className="review-form__alert" role="alert">
          {form.failure}
        </p>
      ) : null}
      <fieldset className="review-form__fields" disabled={submitting}>
        <RatingInput
          value={form.fields.rating}
          error={form.errors.rating}
          onChange={(rating) => {
            form.change('rating', rating);
          }}
        />
        <ReviewTextFields
          id={id}
          fields={form.fields}
          errors={form.errors}
          withEmail={!member}
          onChange={form.change}
        />
        <ReviewPhotoField
          id={id}
          photo={form.photo}
          error={form.photoError}
          onPick={form.pickPhoto}
          onRemove={form.removePhoto}
        />
      </fieldset>
      <div className="review-form__actions">
        <button type="button" className="btn btn--ghost" disabled={submitting} onClick={form.cancel}>
          {reviewsCopy.cancel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={submitting}>
          {submitting ? reviewsCopy.submitting : reviewsCopy.submit}
        </button>
      </div>
    </form>
  );
}
