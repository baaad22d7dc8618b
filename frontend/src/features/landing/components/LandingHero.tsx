import { formatEditionStart } from '@reto/contracts/shared-copy';
import { CalendarDays } from 'lucide-react';
import { landingCopy } from '../landing.copy';
import { BuyButton } from './BuyButton';

interface LandingHeroProps {
  /** The page's title, with the edition's number when known. */
  title: string;
  edition: { number: number; startDate: string } | null;
  /** The visitor's price, formatted. */
  priceLabel: string;
  /** The figures under the buy button (the satisfaction figure only once measured). */
  stats: ReadonlyArray<{ value: string; label: string }>;
}

/** The sales page's first screen: the title, when the next edition starts, the price and the buy button. */
export function LandingHero({ title, edition, priceLabel, stats }: LandingHeroProps) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__copy">
        <p className="hero__eyebrow">{landingCopy.eyebrow}</p>
        <h1 id="hero-title" className="hero__title" data-testid="hero-title">
          {title}
        </h1>
        <p className="hero__lead">{landingCopy.lead}</p>
        <p className="hero__date" data-testid="hero-start">
          <CalendarDays size={20} aria-hidden="true" />
          {edition ? landingCopy.startsOn(formatEditionStart(edition.startDate)) : landingCopy.startsSoon}
        </p>
      </div>
      <div className="hero__offer">
        <p className="hero__price-label">{landingCopy.priceLabel}</p>
        <p className="hero__price" data-testid="hero-price">
          {priceLabel}
        </p>
        <p className="hero__period">{landingCopy.pricePeriod}</p>
        <BuyButton label={landingCopy.buyNow(priceLabel)} className="btn--block" />
        <ul className="hero__stats">
          {stats.map((stat) => (
            <li key={stat.label}>
              <strong>{stat.value}</strong> {stat.label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
