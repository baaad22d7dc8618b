import { useId } from 'react';
import { copy } from '../../../copy';
import { ROUTES } from '../../../routes';

interface CheckoutTermsProps {
  guaranteeDays: number;
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
}

/**
 * What the buyer agrees to, before the pay button (DECISIONS.md, "Price and renewal"): that it
 * renews every 28 days until cancelled, how to cancel, the guarantee, and the terms to accept.
 * The terms open in a new tab so the checkout keeps what was typed.
 */
export function CheckoutTerms({ guaranteeDays, accepted, onAcceptedChange }: CheckoutTermsProps) {
  const baseId = useId();
  return (
    <section className="checkout-terms" aria-labelledby={`${baseId}-title`}>
      <h2 className="checkout-terms__title" id={`${baseId}-title`}>
        {copy.subscribe.termsTitle}
      </h2>
      <ul className="checkout-terms__list">
        <li>{copy.subscribe.renewal}</li>
        <li>{copy.subscribe.howToCancel}</li>
        <li>{copy.subscribe.guarantee(guaranteeDays)}</li>
      </ul>
      <label className="checkbox checkout-terms__accept">
        <input
          type="checkbox"
          name="acceptTerms"
          checked={accepted}
          onChange={(event) => {
            onAcceptedChange(event.target.checked);
          }}
        />
        <span>
          {copy.subscribe.acceptTermsBefore}
          <a href={ROUTES.terms} target="_blank" rel="noopener">
            {copy.subscribe.acceptTermsLink}
          </a>
          {copy.subscribe.acceptTermsAfter}
        </span>
      </label>
    </section>
  );
}
