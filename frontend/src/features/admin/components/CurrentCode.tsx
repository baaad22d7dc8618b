import { useId, useState } from 'react';
import { SubmitButton } from '../../../components/SubmitButton/SubmitButton';
import { adminCopy } from '../admin.copy';

const text = adminCopy.security;

/** Replacing the key in use: a code of it (or a recovery code) first. */
export function CurrentCode({
  pending,
  onCancel,
  onCode,
}: {
  pending: boolean;
  onCancel: () => void;
  onCode: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const codeId = useId();
  const hintId = useId();
  return (
    <form
      className="admin-card admin-security__setup"
      onSubmit={(event) => {
        event.preventDefault();
        onCode(code);
      }}
    >
      <div className="admin-security__steps">
        <p id={hintId}>{text.currentCodeHint}</p>
        <div className="field">
          <label className="field__label" htmlFor={codeId}>
            {text.currentCodeLabel}
          </label>
          <input
            id={codeId}
            name="currentCode"
            className="input admin-security__code"
            autoComplete="one-time-code"
            aria-describedby={hintId}
            maxLength={40}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <div className="admin-dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {text.cancel}
          </button>
          <SubmitButton pending={pending}>{text.continue}</SubmitButton>
        </div>
      </div>
    </form>
  );
}
