import { Star } from 'lucide-react';
import { useId } from 'react';
import { reviewsCopy } from '../../landing/landing.copy';

/** Five radio stars (none chosen at first), one tab stop, arrows to change; the error when none was chosen. */
export function RatingInput({
  value,
  onChange,
  disabled,
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset
      className="rating-input"
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{reviewsCopy.rating}</legend>
      <div className="rating-input__stars">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className={stars <= value ? 'rating-input__star is-on' : 'rating-input__star'}>
            <input
              className="visually-hidden"
              type="radio"
              name="rating"
              value={stars}
              checked={value === stars}
              onChange={() => {
                onChange(stars);
              }}
            />
            <Star size={32} aria-hidden="true" fill="currentColor" strokeWidth={1} />
            <span className="visually-hidden">{reviewsCopy.ratingOption(stars)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
