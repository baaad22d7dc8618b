import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';

interface SubmitButtonProps {
  pending: boolean;
  children: ReactNode;
}

/** A form's main button: disabled with a spinner while the request is pending; its name never changes. */
export function SubmitButton({ pending, children }: SubmitButtonProps) {
  return (
    <button type="submit" className="btn btn--primary btn--block" disabled={pending} aria-busy={pending}>
      {pending ? <Spinner /> : null}
      <span>{children}</span>
    </button>
  );
}
