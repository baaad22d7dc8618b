import { formatEditionStart } from '@reto/contracts/shared-copy';
import { Dumbbell, MessagesSquare, Salad } from 'lucide-react';
import { startTransition, useEffect, useState } from 'react';
import { BRAND_NAME, SUPPORT_HOURS } from '../../config';
import { FeatureList } from '../../features/landing/components/FeatureList';
import { LandingHero } from '../../features/landing/components/LandingHero';
import { BeforeAfterSlider } from '../../features/landing/components/BeforeAfterSlider';
import { formatPrice } from '../../features/billing/lib/price';
import { BuyButton } from '../../features/landing/components/BuyButton';
import { CoachButton } from '../../features/landing/components/CoachButton';
import { PublicFooter } from '../../features/landing/components/PublicFooter';
import { PublicHeader } from '../../features/landing/components/PublicHeader';
import { SignInLink } from '../../features/landing/components/SignInLink';
import { Testimonials } from '../../features/landing/components/Testimonials';
import { TransformationGallery } from '../../features/landing/components/TransformationGallery';
import { anyIllustration, beforeAfter, testimonials, transformations } from '../../features/landing/content';
import { landingCopy } from '../../features/landing/landing.copy';
import { useLandingData } from '../../features/landing/lib/landing-data';
import { usePublicStorePurchases } from '../../features/landing/lib/store-purchases';
import { ReviewsBlock } from '../../features/reviews/components/ReviewsBlock';
import '../../features/landing/landing.css';

const INCLUDED = [
  { Icon: Dumbbell, ...landingCopy.included[0] },
  { Icon: Salad, ...landingCopy.included[1] },
  { Icon: MessagesSquare, ...landingCopy.included[2], text: landingCopy.included[2].text(SUPPORT_HOURS) },
];

/** The sales page (spec 1 "Landing page"), rendered without Apollo so a phone on mobile data gets it fast. */
export function LandingPage() {
  const { edition, price, guaranteeDays, aggregate, satisfaction } = useLandingData();
  const stats = [...landingCopy.stats, ...(satisfaction ? [landingCopy.satisfactionStat(satisfaction)] : [])];
  const title = landingCopy.title(BRAND_NAME, edition?.number ?? null);
  const priceLabel = formatPrice(price);
  usePublicStorePurchases();

  useEffect(() => {
    document.title = title;
  }, [title]);

  // The first screen takes over the server-rendered one on its own; the rest follows in a later
  // task, so neither render blocks the phone for long.
  const [belowFold, setBelowFold] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      startTransition(() => {
        setBelowFold(true);
      });
    }, 0);
    return () => {
      clearTimeout(timer);
    };
  }, []);

  return (
    <div className="public landing">
      <PublicHeader>
        <nav className="public-header__actions">
          <SignInLink />
          <BuyButton label={landingCopy.buy} className="public-header__cta" />
        </nav>
      </PublicHeader>
      <main>
        <LandingHero title={title} edition={edition} priceLabel={priceLabel} stats={stats} />

        {belowFold ? (
          <>
            <section className="landing-section" aria-labelledby="included-title">
              <h2 id="included-title" className="landing-section__title">
                {landingCopy.includedTitle}
              </h2>
              {/* The satisfaction figure is in the hero's stats, only once measured from enough answers. */}
              <FeatureList items={INCLUDED} />
            </section>

            <section className="landing-section" aria-labelledby="compare-title">
              <h2 id="compare-title" className="landing-section__title">
                {landingCopy.beforeAfterTitle}
              </h2>
              <p className="landing-section__lead">
                {landingCopy.beforeAfterLead(anyIllustration(beforeAfter.flatMap((pair) => [pair.before, pair.after])))}
              </p>
              <div className="compare-grid">
                {beforeAfter.map((item) => (
                  <BeforeAfterSlider key={item.name} item={item} />
                ))}
              </div>
            </section>

            <section className="landing-section" aria-labelledby="testimonials-title">
              <h2 id="testimonials-title" className="landing-section__title">
                {landingCopy.testimonialsTitle}
              </h2>
              <Testimonials items={testimonials} />
            </section>

            <section className="landing-section" aria-labelledby="gallery-title">
              <h2 id="gallery-title" className="landing-section__title">
                {landingCopy.galleryTitle}
              </h2>
              <p className="landing-section__lead">{landingCopy.galleryLead(anyIllustration(transformations))}</p>
              <TransformationGallery pictures={transformations} />
            </section>

            <ReviewsBlock initialAggregate={aggregate} />

            <section className="landing-cta" aria-labelledby="cta-title">
              <h2 id="cta-title">{title}</h2>
              <p className="muted">
                {edition ? landingCopy.startsOn(formatEditionStart(edition.startDate)) : landingCopy.startsSoon}
              </p>
              <BuyButton label={landingCopy.buyNow(priceLabel)} />
            </section>

            <section className="disclaimer" aria-labelledby="disclaimer-title">
              <h2 id="disclaimer-title">{landingCopy.disclaimerTitle}</h2>
              <p>{landingCopy.disclaimer}</p>
            </section>
          </>
        ) : null}
      </main>
      {belowFold ? (
        <>
          <PublicFooter guaranteeDays={guaranteeDays} />
          <CoachButton />
        </>
      ) : null}
    </div>
  );
}
