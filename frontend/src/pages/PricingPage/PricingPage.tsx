import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../../config';
import { copy } from '../../copy';
import { usePriceQuote } from '../../features/billing/hooks/usePriceQuote';
import { formatPrice } from '../../features/billing/lib/price';
import { fetchReviews, type ReviewAggregate } from '../../features/reviews/lib/reviews-api';
import { ROUTES } from '../../routes';
import '../../features/billing/billing.css';

/** The plan page 'Acceso al Reto' (spec 2 section 2.3), with the visitor's localised price. */
export function PricingPage() {
  const { price, guaranteeDays } = usePriceQuote();
  const priceLabel = formatPrice(price);
  const aggregate = useReviewAggregate();
  return (
    <main className="page billing-page pricing">
      <nav className="pricing__nav" aria-label={copy.pricing.navLabel}>
        <Link className="pricing__back" to={ROUTES.landing}>
          <ArrowLeft size={18} aria-hidden="true" />
          {copy.pricing.back}
        </Link>
      </nav>
      <header className="pricing__hero">
        <p className="pricing__brand">{BRAND_NAME}</p>
        <h1 className="page__title">{copy.pricing.title}</h1>
        <p className="muted">{copy.pricing.subtitle}</p>
        {aggregate && aggregate.reviewsCount > 0 ? (
          <p className="pricing__claims" data-testid="pricing-rating">
            <span aria-label={copy.pricing.ratingLabel}>
              ★{' '}
              {copy.pricing.rating(
                aggregate.averageScore.toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
                aggregate.reviewsCount.toLocaleString('es-MX'),
              )}
            </span>
          </p>
        ) : null}
      </header>

      <section className="pricing__card" aria-labelledby="plan-name">
        <h2 id="plan-name">{copy.pricing.planName}</h2>
        <p className="pricing__price" data-testid="plan-price">
          {priceLabel} <span className="pricing__period">{copy.pricing.perPeriod}</span>
        </p>
        <ul className="pricing__benefits">
          {copy.pricing.benefits.map((benefit) => (
            <li key={benefit}>✓ {benefit}</li>
          ))}
        </ul>
        <Link className="btn btn--primary btn--block" to={ROUTES.subscribe}>
          {copy.pricing.cta(priceLabel)}
        </Link>
      </section>

      <section className="pricing__guarantee">
        <h2>{copy.pricing.guaranteeTitle(guaranteeDays)}</h2>
        <p>{copy.pricing.guaranteeText(guaranteeDays)}</p>
      </section>

      <section aria-labelledby="testimonials">
        <h2 id="testimonials">{copy.pricing.testimonialsTitle}</h2>
        <div className="pricing__testimonials">
          {copy.pricing.testimonials.map((testimonial) => (
            <figure key={testimonial.name} className="pricing__testimonial">
              <blockquote>{testimonial.text}</blockquote>
              <figcaption>{testimonial.name}</figcaption>
            </figure>
          ))}
        </div>
      </section>

      <p className="field__hint">{copy.pricing.providerNote}</p>
      <footer className="pricing__footer">
        <Link to={ROUTES.terms}>{copy.pricing.terms}</Link>
        <Link to={ROUTES.privacy}>{copy.pricing.privacy}</Link>
      </footer>
    </main>
  );
}

/** The stored reviews' aggregate (`GET /api/reviews`), or null until known or when it cannot be read. */
function useReviewAggregate(): ReviewAggregate | null {
  const [aggregate, setAggregate] = useState<ReviewAggregate | null>(null);
  useEffect(() => {
    let live = true;
    fetchReviews(1)
      .then((page) => {
        if (live) setAggregate(page.aggregate);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return aggregate;
}
