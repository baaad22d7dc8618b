import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';

interface SubmitButtonProps {
  pending: boolean;
  /** Not pressable yet for a reason the page says (its id in `describedBy`). */
  disabled?: boolean;
  describedBy?: string;
  children: ReactNode;
}

/** A form's main button: disabled with a spinner while the request is pending; its name never changes. */
export function SubmitButton({ pending, disabled = false, describedBy, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="btn btn--primary btn--block"
      disabled={pending || disabled}
      aria-busy={pending}
      aria-describedby={describedBy}
    >
      {pending ? <Spinner /> : null}
      <span>{children}</span>
    </button>
  );
}
