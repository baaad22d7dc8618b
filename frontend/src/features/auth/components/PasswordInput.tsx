import { useId, useState, type InputHTMLAttributes } from 'react';
import { copy } from '../../../copy';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string };

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {crossed ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /> : null}
    </svg>
  );
}

/** A password field with a show/hide toggle ("Mostrar contraseña" / "Ocultar contraseña"). */
export function PasswordInput({ id, className, ...inputProps }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-field">
      <input {...inputProps} id={id} type={visible ? 'text' : 'password'} className={className ?? 'input'} />
      <button
        type="button"
        className="password-field__toggle"
        aria-label={visible ? copy.auth.hidePassword : copy.auth.showPassword}
        aria-controls={id}
        onClick={() => {
          setVisible((current) => !current);
        }}
      >
        <EyeIcon crossed={visible} />
      </button>
    </div>
  );
}

/** A labelled password field of a form: the label, and the input with its show/hide toggle. */
export function PasswordField({
  label,
  value,
  onValueChange,
  ...inputProps
}: Omit<PasswordInputProps, 'id' | 'value' | 'onChange'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <PasswordInput
        {...inputProps}
        id={id}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
        }}
      />
    </div>
  );
}
