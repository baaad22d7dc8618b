import { CreditCard, Headphones, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BRAND_NAME, SUPPORT_EMAIL, SUPPORT_HOURS } from '../../../config';
import { ROUTES } from '../../../routes';
import { landingCopy } from '../landing.copy';

/** The public pages' footer (spec 1 "Landing page"): AI companion, support, guarantee, payments, legal links. */
export function PublicFooter({ guaranteeDays }: { guaranteeDays: number }) {
  return (
    <footer className="public-footer">
      <div className="public-footer__grid">
        <section className="public-footer__promo" aria-labelledby="footer-companion">
          <Sparkles size={22} aria-hidden="true" className="accent" />
          <h2 id="footer-companion">{landingCopy.companionTitle}</h2>
          <p className="muted">{landingCopy.companionText}</p>
          <Link className="link-arrow" to={ROUTES.vision}>
            {landingCopy.companionLink} →
          </Link>
        </section>
        <section aria-labelledby="footer-support">
          <Headphones size={22} aria-hidden="true" className="accent" />
          <h2 id="footer-support">{landingCopy.supportTitle}</h2>
          <p>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
          <p className="muted">{landingCopy.supportHours(SUPPORT_HOURS)}</p>
        </section>
        <section aria-labelledby="footer-guarantee">
          <ShieldCheck size={22} aria-hidden="true" className="accent" />
          <h2 id="footer-guarantee" className="guarantee-badge">
            {landingCopy.guaranteeBadge(guaranteeDays)}
          </h2>
          <p className="muted">{landingCopy.guaranteeText(guaranteeDays)}</p>
        </section>
        <section aria-labelledby="footer-payments">
          <CreditCard size={22} aria-hidden="true" className="accent" />
          <h2 id="footer-payments">{landingCopy.paymentsTitle}</h2>
          <ul className="payment-badges">
            {landingCopy.paymentMethods.map((method) => (
              <li key={method} className="payment-badge">
                {method}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <nav className="public-footer__legal" aria-label={landingCopy.legalNav}>
        <Link to={ROUTES.terms}>{landingCopy.terms}</Link>
        <Link to={ROUTES.privacy}>{landingCopy.privacy}</Link>
      </nav>
      <p className="public-footer__rights">{landingCopy.rights(BRAND_NAME, new Date().getFullYear())}</p>
    </footer>
  );
}
