import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../../config';
import { copy } from '../../copy';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { useLogout } from '../../features/auth/hooks/useLogout';
import { firstNameOf } from '../../features/auth/lib/first-name';
import { ROUTES } from '../../routes';
import './AppHeader.css';

/**
 * Top bar (spec 1, section 2 "Header and navigation"): brand, streak badge `STREAK.nn`, a profile
 * circle with the user's initial opening the menu (MI PERFIL, CONFIGURACIÓN, ADMIN for admins,
 * CERRAR SESIÓN), and a thin progress bar. Signed out: an "Iniciar Sesión" button.
 */
export function AppHeader({ children }: { children?: ReactNode }) {
  const { user } = useCurrentUser();
  const { logout, pending } = useLogout();
  const [open, setOpen] = useState(false);
  const progress = user ? Math.min(100, Math.max(0, user.progress)) : 0;

  return (
    <header className="app-header">
      <div className="app-header__bar">
        <Link to={ROUTES.home} className="app-header__brand">
          {BRAND_NAME}
        </Link>
        <div className="app-header__actions">
          {user ? (
            <>
              <span className="app-header__streak" data-testid="streak-badge">
                {copy.nav.streak(user.streak)}
              </span>
              <div className="app-header__menu">
                <button
                  type="button"
                  className="app-header__avatar"
                  aria-label={copy.nav.menu}
                  aria-haspopup="menu"
                  aria-expanded={open}
                  onClick={() => {
                    setOpen((value) => !value);
                  }}
                >
                  {firstNameOf(user).charAt(0).toLocaleUpperCase('es')}
                </button>
                {open ? (
                  <ul className="app-header__dropdown" role="menu">
                    <li role="none">
                      <Link role="menuitem" to={ROUTES.profile}>
                        {copy.nav.profile}
                      </Link>
                    </li>
                    <li role="none">
                      <Link role="menuitem" to={ROUTES.settings}>
                        {copy.nav.settings}
                      </Link>
                    </li>
                    {user.isAdmin ? (
                      <li role="none">
                        <Link role="menuitem" to={ROUTES.admin}>
                          {copy.nav.admin}
                        </Link>
                      </li>
                    ) : null}
                    <li role="none">
                      <button
                        type="button"
                        role="menuitem"
                        disabled={pending}
                        onClick={() => {
                          setOpen(false);
                          void logout();
                        }}
                      >
                        {copy.nav.logout}
                      </button>
                    </li>
                  </ul>
                ) : null}
              </div>
              {children}
            </>
          ) : (
            <Link to={ROUTES.auth} className="btn btn--primary">
              {copy.nav.signIn}
            </Link>
          )}
        </div>
      </div>
      {user ? (
        <div
          className="app-header__progress"
          role="progressbar"
          aria-label={copy.nav.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <span style={{ width: `${String(progress)}%` }} />
        </div>
      ) : null}
    </header>
  );
}
