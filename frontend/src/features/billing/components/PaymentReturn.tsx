import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../../components/PageLoader/PageLoader';
import { useToast } from '../../../components/Toast';
import { copy } from '../../../copy';
import { ROUTES } from '../../../routes';
import { useCheckoutEmailProof } from '../../email-verification/hooks/useCheckoutEmailProof';
import { usePlanAfterPayment } from '../hooks/usePlanAfterPayment';
import { PAYMENT_SUCCESS_PATH } from '../lib/buyer-prefill';

/** Stripe's return address carries `redirect_status` after a card that left the page (3-D Secure). */
export const STRIPE_REDIRECT_STATUS = 'redirect_status';

/**
 * The return from the card's redirect (3-D Secure) to `/auth?payment=success`: the same ending as a
 * payment without one (the plan computed from the kept personal data, a signed-in member's address
 * proved by the checkout), then the address without Stripe's parameters. A card refused there goes
 * back to /subscribe with the error. Without the parameter, the page as it is.
 */
export function PaymentReturn({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const status = params.get(STRIPE_REDIRECT_STATUS);
  const navigate = useNavigate();
  const { showToast } = useToast();
  const planAfterPayment = usePlanAfterPayment();
  const proveEmail = useCheckoutEmailProof();
  const handled = useRef(false);

  useEffect(() => {
    if (!status || handled.current) return;
    handled.current = true;
    if (status !== 'succeeded') {
      showToast({
        variant: 'destructive',
        title: copy.subscribe.errorTitle,
        description: copy.subscribe.paymentErrorDefault,
      });
      void navigate(ROUTES.subscribe, { replace: true });
      return;
    }
    void planAfterPayment()
      .then(proveEmail)
      .finally(() => navigate(PAYMENT_SUCCESS_PATH, { replace: true }));
  }, [navigate, planAfterPayment, proveEmail, showToast, status]);

  if (status) return <PageLoader label={copy.nutrition.loading} />;
  return children;
}
