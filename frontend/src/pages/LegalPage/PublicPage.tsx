import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../../config';
import { PublicFooter } from '../../features/landing/components/PublicFooter';
import { PublicHeader } from '../../features/landing/components/PublicHeader';
import { legalCopy } from '../../features/landing/legal.copy';
import { useLandingData } from '../../features/landing/lib/landing-data';
import { ROUTES } from '../../routes';
import '../../features/landing/landing.css';

/** A public page of the sales side: the brand bar, the page's content and the shared footer. */
export function PublicPage({
  title,
  children,
}: {
  title: string;
  /** The page's content, given billing's offer: the guarantee's days and the charge in USD. */
  children: (offer: { guaranteeDays: number; priceUsd: number }) => ReactNode;
}) {
  const { guaranteeDays, chargeUsd } = useLandingData();
  useEffect(() => {
    document.title = `${title} | ${BRAND_NAME}`;
  }, [title]);
  return (
    <div className="public">
      <PublicHeader>
        <Link className="public-header__back" to={ROUTES.landing}>
          {legalCopy.backToLanding}
        </Link>
      </PublicHeader>
      {children({ guaranteeDays, priceUsd: chargeUsd })}
      <PublicFooter guaranteeDays={guaranteeDays} />
    </div>
  );
}
