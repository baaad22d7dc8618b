import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PURCHASE_SUCCESS_SECONDS } from '../../constants';
import { copy } from '../../copy';
import { PAID_HERE, ROUTES } from '../../routes';
import '../../features/billing/billing.css';

/**
 * /purchase-success (spec 2 section 2.4): counts down 5 seconds, then /dashboard; the button goes at
 * once. It claims a purchase only when the checkout in this tab saw it (only true claims);
 * opened any other way it thanks and says how the access arrives.
 */
export function PurchaseSuccessPage() {
  const paidHere = (useLocation().state as Partial<typeof PAID_HERE> | null)?.paidHere === true;
  const [seconds, setSeconds] = useState(PURCHASE_SUCCESS_SECONDS);
  const navigate = useNavigate();

  useEffect(() => {
    if (seconds <= 0) {
      void navigate(ROUTES.dashboard, { replace: true });
      return;
    }
    const timer = setTimeout(() => {
      setSeconds((left) => left - 1);
    }, 1000);
    return () => {
      clearTimeout(timer);
    };
  }, [navigate, seconds]);

  return (
    <main className="page billing-page billing-page--center">
      <h1 className="page__title">{paidHere ? copy.purchaseSuccess.title : copy.purchaseSuccess.unconfirmedTitle}</h1>
      <p>{paidHere ? copy.purchaseSuccess.description : copy.purchaseSuccess.unconfirmedDescription}</p>
      <p className="muted" aria-live="polite">
        {copy.purchaseSuccess.countdown(Math.max(seconds, 0))}
      </p>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => {
          void navigate(ROUTES.dashboard, { replace: true });
        }}
      >
        {copy.purchaseSuccess.goNow}
      </button>
    </main>
  );
}
