import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../../../config';
import { ROUTES } from '../../../routes';
import './public-header.css';

/** The public pages' top bar: the brand, back to the sales page. */
export function PublicHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="public-header">
      <Link className="public-header__brand" to={ROUTES.landing}>
        {BRAND_NAME}
      </Link>
      {children}
    </header>
  );
}
