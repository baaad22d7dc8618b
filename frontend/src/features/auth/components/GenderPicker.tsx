import { useId } from 'react';
import { copy } from '../../../copy';
import type { Gender } from '../../../gql/graphql';

const OPTIONS: ReadonlyArray<{ value: Gender; label: string }> = [
  { value: 'male', label: copy.auth.male },
  { value: 'female', label: copy.auth.female },
];

interface GenderPickerProps {
  value: Gender;
  onChange: (gender: Gender) => void;
  disabled?: boolean;
}

/** Two toggle buttons, "Hombre" and "Mujer"; the chosen one is aria-pressed. */
export function GenderPicker({ value, onChange, disabled = false }: GenderPickerProps) {
  const labelId = useId();
  return (
    <div className="field">
      <span className="field__label" id={labelId}>
        {copy.auth.genderLabel}
      </span>
      <div className="segmented" role="group" aria-labelledby={labelId}>
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
    </div>
  );
}
