import { useId } from 'react';
import { SubmitButton } from '../../../components/SubmitButton/SubmitButton';
import { copy } from '../../../copy';

interface PayButtonProps {
  priceLabel: string;
  pending: boolean;
  /** False until the buyer accepts the terms: the button waits and says why. */
  payable: boolean;
}

/** "Pagar $78 USD", pressable only once the terms are accepted (either card form). */
export function PayButton({ priceLabel, pending, payable }: PayButtonProps) {
  const hintId = useId();
  return (
    <>
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
