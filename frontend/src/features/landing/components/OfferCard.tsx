import { priceTerms } from '@reto/contracts/shared-copy';
import { Link } from 'react-router-dom';
import { copy } from '../../../copy';
import { ROUTES } from '../../../routes';
import { usePriceQuote } from '../../billing/hooks/usePriceQuote';
import { formatPrice } from '../../billing/lib/price';

/** For a visitor on the sign-in page (also `/`): what the challenge is, its price as it is, and the way to the sales page. */
export function OfferCard() {
  const { price } = usePriceQuote();
  return (
    <aside className="auth-offer" aria-labelledby="auth-offer-title" data-testid="visitor-offer">
      <p className="auth-offer__title" id="auth-offer-title">
        {copy.auth.offerTitle}
      </p>
      <p className="auth-offer__price">
        <strong>{formatPrice(price)}</strong> {priceTerms.period}
      </p>
      <Link className="btn btn--ghost btn--block" to={ROUTES.landing}>
        {copy.auth.offerCta}
      </Link>
    </aside>
  );
}
