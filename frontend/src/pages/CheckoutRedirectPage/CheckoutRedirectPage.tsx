import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { PRICING_REDIRECT_MS } from '../../constants';
import { copy } from '../../copy';
import { ROUTES } from '../../routes';

/** The plan page's redirect screen (spec 2 section 2.3): 'Redirigiendo al formulario de suscripción...'. */
export function CheckoutRedirectPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(ROUTES.subscribe, { replace: true }), PRICING_REDIRECT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [navigate]);
  return <PageLoader label={copy.pricing.redirecting} />;
}
