import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type SubmitEvent } from 'react';
import { copy } from '../../../copy';
import { PayButton } from './PayButton';

interface StripeCardFormProps {
  clientSecret: string;
  publishableKey: string;
  priceLabel: string;
  /** Where Stripe sends the browser back when the card needs a redirect (3-D Secure). */
  returnPath: string;
  /** False until the terms are accepted. */
  payable: boolean;
  onPaid: () => void;
}

const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key);
    loaded.set(key, promise);
  }
  return promise;
};

function PaymentForm({
  priceLabel,
  returnPath,
  payable,
  onPaid,
}: Omit<StripeCardFormProps, 'clientSecret' | 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || pending || !payable) return;
    setPending(true);
    setError(null);
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${returnPath}` },
        redirect: 'if_required',
      });
      if (result.error) {
        setError(result.error.message ?? copy.subscribe.paymentErrorDefault);
        return;
      }
      onPaid();
    } catch {
      setError(copy.subscribe.paymentErrorDefault);
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="card-form" onSubmit={(event) => void onSubmit(event)}>
      <PaymentElement />
      <PayButton priceLabel={priceLabel} pending={pending || !stripe} payable={payable} error={error} />
    </form>
  );
}

/** Stripe Elements (client-side confirmation, spec 2 section 7), when the server has Stripe keys. */
export function StripeCardForm({ clientSecret, publishableKey, ...rest }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, locale: 'es' }}>
      <PaymentForm {...rest} />
    </Elements>
  );
}
