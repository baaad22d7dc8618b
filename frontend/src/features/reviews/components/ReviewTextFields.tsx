import type { ChangeEvent } from 'react';
import { reviewsCopy } from '../../landing/landing.copy';
import type { ReviewFieldErrors, ReviewFields } from '../lib/review-form';

export type ReviewTextField = keyof Omit<ReviewFields, 'rating'>;

interface ReviewTextFieldsProps {
  /** The base of the fields' ids (the form's own id). */
  id: string;
  fields: ReviewFields;
  errors: ReviewFieldErrors;
  /** A member's form has no e-mail field (the account's address is used). */
  withEmail: boolean;
  onChange: (name: ReviewTextField, value: string) => void;
}

/** The review's words: title (optional), body, name and, for a visitor, e-mail, each with its error. */
export function ReviewTextFields({ id, fields, errors, withEmail, onChange }: ReviewTextFieldsProps) {
  const set = (name: ReviewTextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    onChange(name, event.target.value);
  };
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
    <>
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
          {fieldError('name') ?? <p className="field__hint">{reviewsCopy.nameHint}</p>}
        </div>
        {withEmail ? (
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
        ) : null}
      </div>
    </>
  );
}
