import { useId } from 'react';
import { copy } from '../../../copy';
import type { Gender } from '../../../gql/graphql';

const OPTIONS: ReadonlyArray<{ value: Gender; label: string }> = [
  { value: 'male', label: copy.auth.male },
  { value: 'female', label: copy.auth.female },
];

interface GenderPickerProps {
  /** Null until the person chooses: nothing is preselected (a default would pick the videos for them). */
  value: Gender | null;
  onChange: (gender: Gender) => void;
  disabled?: boolean;
  /** Said under the buttons when no version was chosen. */
  error?: string;
}

/** Which version of the videos: two toggle buttons, "Hombre" and "Mujer"; the chosen one is aria-pressed. */
export function GenderPicker({ value, onChange, disabled = false, error }: GenderPickerProps) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <div className="field">
      <span className="field__label" id={labelId}>
        {copy.auth.genderLabel}
      </span>
      <div
        className="segmented"
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
      >
        {OPTIONS.map((option) => (
          <button
            key={option.value}
            type="button"
            className="segmented__option"
            aria-pressed={value === option.value}
            disabled={disabled}
            onClick={() => {
              onChange(option.value);
            }}
          >
            {option.label}
          </button>
        ))}
      </div>
      <p className="field__hint" id={hintId}>
        {copy.auth.genderHint}
      </p>
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
