import { Link } from 'react-router-dom';
import { SHOPIFY_STORE_URL } from '../../../config';
import { ROUTES } from '../../../routes';
import { useMemberSignedInHere } from '../../session/useMemberSignedInHere';
import { landingCopy } from '../landing.copy';

/**
 * A buy button: the external store's checkout in a new tab when VITE_SHOPIFY_STORE_URL is set
 * (`rel="opener"` on purpose: the store tells this window about the purchase with postMessage),
 * else the app's own /subscribe. A member signed in on this browser is not offered a purchase
 * (never pay twice): the button leads to their panel, which shows their access, what
 * waits for the e-mail link, or the app's own checkout (where billing refuses an edition bought).
 */
export function BuyButton({ label, className = '' }: { label: string; className?: string }) {
  const classes = `btn btn--primary landing-buy ${className}`.trim();
  if (useMemberSignedInHere())
    return (
      <Link className={classes} to={ROUTES.dashboard}>
        {landingCopy.toMyPanel}
      </Link>
    );
  if (SHOPIFY_STORE_URL)
    return (
      <a className={classes} href={SHOPIFY_STORE_URL} target="_blank" rel="opener">
        {label}
        <span className="visually-hidden"> {landingCopy.newTab}</span>
      </a>
    );
  return (
    <Link className={classes} to={ROUTES.subscribe}>
      {label}
    </Link>
  );
}
