import { useId } from 'react';
import { SubmitButton } from '../../../components/SubmitButton/SubmitButton';
import { copy } from '../../../copy';

interface PayButtonProps {
  priceLabel: string;
  pending: boolean;
  /** False until the buyer accepts the terms: the button waits and says why. */
  payable: boolean;
  /** Why the last attempt failed (a declined card), said above the button, where the eyes are. */
  error?: string | null;
}

/**
 * "Pagar $78 USD", pressable only once the terms are accepted, with why the last attempt failed
 * above it (either card form; a toast would cover the page's heading and vanish).
 */
export function PayButton({ priceLabel, pending, payable, error = null }: PayButtonProps) {
  const hintId = useId();
  return (
    <>
      {error ? (
        <p className="message--error payment-error" role="alert">
          <strong>{copy.subscribe.paymentErrorTitle}:</strong> {error}
        </p>
      ) : null}
      {payable ? null : (
        <p className="field__hint" id={hintId}>
          {copy.subscribe.acceptTermsRequired}
        </p>
      )}
      <SubmitButton pending={pending} disabled={!payable} describedBy={payable ? undefined : hintId}>
        {copy.subscribe.pay(priceLabel)}
      </SubmitButton>
    </>
  );
}
