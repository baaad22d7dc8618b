import { useMutation } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/Spinner/Spinner';
import { copy } from '../../../copy';
import { CreateSubscriptionDocument, type CreateSubscriptionMutation } from '../../../gql/graphql';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../routes';
import { serverCodeOf, serverMessageOf } from '../../auth/lib/error-message';
import { PAYMENT_SUCCESS_PATH, rememberCheckoutProof } from '../lib/buyer-prefill';
import type { PersonalData } from '../lib/personal-data';
import { CheckoutTerms } from './CheckoutTerms';
import { SimulatedCardForm } from './SimulatedCardForm';

const StripeCardForm = lazy(async () => ({ default: (await import('./StripeCardForm')).StripeCardForm }));

interface PaymentStepProps {
  personalData: PersonalData;
  priceLabel: string;
  guaranteeDays: number;
  onBack: () => void;
  onPaid: () => void;
}

type Checkout = CreateSubscriptionMutation['createSubscription'];

function Preparing() {
  return (
    <div className="payment-preparing" aria-busy="true">
      <Spinner size="lg" />
      <p aria-live="polite">{copy.subscribe.preparingPayment}</p>
    </div>
  );
}

/**
 * Step 2 of /subscribe, "Finalizar Pago": asks the server for the payment (the amount is the
 * server's), shows "Preparando formulario de pago..." until the client secret arrives, then Stripe
 * Elements or the simulated test-mode form, with what the buyer agrees to before the pay button
 * (which waits for the terms box). A refusal keeps the user here and says why.
 */
export function PaymentStep({ personalData, priceLabel, guaranteeDays, onBack, onPaid }: PaymentStepProps) {
  const [createSubscription] = useMutation(CreateSubscriptionDocument);
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  // Refused (an address that already bought, payments off, bad data): said here, in place of the
  // spinner that waited for the form (a toast would cover the heading and vanish).
  // An address that already paid is not a mistake: it is told so, with the way to sign in.
  const [refusal, setRefusal] = useState<{ message: string; alreadyPaid: boolean } | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    createSubscription({ variables: { personalData } }).then(
      ({ data }) => {
        if (!data) return;
        rememberCheckoutProof(data.createSubscription.clientSecret);
        setCheckout(data.createSubscription);
      },
      (error: unknown) => {
        setRefusal({
          message: serverMessageOf(error) ?? copy.subscribe.paymentErrorDefault,
          alreadyPaid: serverCodeOf(error) === 'already_paid',
        });
      },
    );
  }, [createSubscription, personalData]);

  return (
    <section className="payment-step" aria-labelledby="payment-title">
      <h1 className="page__title" id="payment-title">
        {copy.subscribe.paymentTitle}
      </h1>
      <p className="payment-step__total">{copy.subscribe.total(priceLabel)}</p>
      <CheckoutTerms guaranteeDays={guaranteeDays} accepted={termsAccepted} onAcceptedChange={setTermsAccepted} />
      {refusal?.alreadyPaid ? (
        <div className="payment-step__paid" role="status" data-testid="already-paid">
          <p>{refusal.message}</p>
          <Link className="btn btn--primary btn--block" to={ROUTES.auth}>
            {copy.subscribe.alreadyPaidSignIn}
          </Link>
        </div>
      ) : refusal ? (
        <p className="message--error payment-step__refusal" role="alert">
          {refusal.message}
        </p>
      ) : !checkout ? (
        <Preparing />
      ) : checkout.provider === 'stripe' && checkout.publishableKey ? (
        <Suspense fallback={<Preparing />}>
          <StripeCardForm
            clientSecret={checkout.clientSecret}
            publishableKey={checkout.publishableKey}
            priceLabel={priceLabel}
            returnPath={PAYMENT_SUCCESS_PATH}
            payable={termsAccepted}
            onPaid={onPaid}
          />
        </Suspense>
      ) : (
        <SimulatedCardForm
          clientSecret={checkout.clientSecret}
          priceLabel={priceLabel}
          payable={termsAccepted}
          onPaid={onPaid}
        />
      )}
      <button type="button" className="btn btn--ghost btn--block" onClick={onBack}>
        {copy.subscribe.back}
      </button>
    </section>
  );
}
