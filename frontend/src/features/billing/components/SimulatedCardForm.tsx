import { useMutation } from '@apollo/client/react';
import { useId, useState, type SubmitEvent } from 'react';
import { copy } from '../../../copy';
import { ConfirmSimulatedPaymentDocument } from '../../../gql/graphql';
import { serverMessageOf } from '../../auth/lib/error-message';
import { PayButton } from './PayButton';

interface SimulatedCardFormProps {
  clientSecret: string;
  priceLabel: string;
  /** False until the terms are accepted. */
  payable: boolean;
  onPaid: () => void;
}

/**
 * The built-in simulated provider's card form (DECISIONS.md 4), clearly labelled as test mode:
 * nothing is charged. The server checks the card and records the payment like a real one.
 */
export function SimulatedCardForm({ clientSecret, priceLabel, payable, onPaid }: SimulatedCardFormProps) {
  const [confirm, { loading }] = useMutation(ConfirmSimulatedPaymentDocument);
  const [error, setError] = useState<string | null>(null);
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const baseId = useId();

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading || !payable) return;
    setError(null);
    try {
      await confirm({ variables: { input: { clientSecret, cardNumber, expiry, cvc } } });
    } catch (refusal) {
      setError(serverMessageOf(refusal) ?? copy.subscribe.paymentErrorDefault);
      return;
    }
    onPaid();
  };

  return (
    <form className="card-form" onSubmit={(event) => void onSubmit(event)}>
      <p className="test-mode-banner" role="note">
        {copy.subscribe.testMode}
      </p>
      <p className="field__hint">{copy.subscribe.testModeHint}</p>
      <div className="field">
        <label className="field__label" htmlFor={`${baseId}-number`}>
          {copy.subscribe.cardNumberLabel}
        </label>
        <input
          id={`${baseId}-number`}
          className="input"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          required
          value={cardNumber}
          onChange={(event) => {
            setCardNumber(event.target.value);
          }}
        />
      </div>
      <div className="subscribe-form__row">
        <div className="field">
          <label className="field__label" htmlFor={`${baseId}-expiry`}>
            {copy.subscribe.expiryLabel}
          </label>
          <input
            id={`${baseId}-expiry`}
            className="input"
            autoComplete="cc-exp"
            placeholder="12/30"
            required
            value={expiry}
            onChange={(event) => {
              setExpiry(event.target.value);
            }}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${baseId}-cvc`}>
            {copy.subscribe.cvcLabel}
          </label>
          <input
            id={`${baseId}-cvc`}
            className="input"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            required
            value={cvc}
            onChange={(event) => {
              setCvc(event.target.value);
            }}
          />
        </div>
      </div>
      <PayButton priceLabel={priceLabel} pending={loading} payable={payable} error={error} />
    </form>
  );
}
