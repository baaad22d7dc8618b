import { CreditCard, Dumbbell, Flame, LogOut, Settings, Shield, User } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../../config';
import { copy } from '../../copy';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { useLogout } from '../../features/auth/hooks/useLogout';
import { firstNameOf } from '../../features/auth/lib/first-name';
import { RENEWAL_ANCHOR } from '../../features/billing/components/RenewalCard';
import { ROUTES } from '../../routes';
import './AppHeader.css';

/** True for a moment after `value` grows, so the badge can animate the new streak in. */
function useBumpOn(value: number | undefined): boolean {
  const previous = useRef(value);
  const [bump, setBump] = useState(false);
  useEffect(() => {
    const grew = value !== undefined && previous.current !== undefined && value > previous.current;
    previous.current = value;
    if (!grew) return;
    setBump(true);
    const timer = window.setTimeout(() => {
      setBump(false);
    }, 900);
    return () => {
      window.clearTimeout(timer);
    };
  }, [value]);
  return bump;
}

/**
 * Top bar (spec 1, section 2 "Header and navigation"): brand, streak badge `STREAK.nn` (members only:
 * an administrator has no streak), a profile circle with the user's initial opening the menu (MI
 * PERFIL, CONFIGURACIÓN, ADMIN for admins, CERRAR SESIÓN), and a thin progress bar. Signed out: an
 * "Iniciar Sesión" button.
 */
export function AppHeader({ children }: { children?: ReactNode }) {
  const { user } = useCurrentUser();
  const { logout, pending } = useLogout();
  const [open, setOpen] = useState(false);
  const member = user && !user.isAdmin ? user : null;
  const bump = useBumpOn(member?.streak);
  const progress = member ? Math.min(100, Math.max(0, member.progress)) : 0;

  return (
    <header className="app-header">
      <div className="app-header__bar">
        <Link to={ROUTES.home} className="app-header__brand">
          <Dumbbell size={22} aria-hidden="true" />
          <span className="app-header__brand-text">{BRAND_NAME}</span>
        </Link>
        <div className="app-header__actions">
          {user ? (
            <>
              {member ? (
                <span
                  className={`app-header__streak${bump ? ' app-header__streak--bump' : ''}`}
                  data-testid="streak-badge"
                >
                  <Flame size={14} aria-hidden="true" />
                  {copy.nav.streak(member.streak)}
                </span>
              ) : null}
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
                        <User size={18} aria-hidden="true" />
                        {copy.nav.profile}
                      </Link>
                    </li>
                    <li role="none">
                      <Link role="menuitem" to={ROUTES.settings}>
                        <Settings size={18} aria-hidden="true" />
                        {copy.nav.settings}
                      </Link>
                    </li>
                    <li role="none">
                      <Link role="menuitem" to={`${ROUTES.profile}#${RENEWAL_ANCHOR}`}>
                        <CreditCard size={18} aria-hidden="true" />
                        {copy.nav.subscription}
                      </Link>
                    </li>
                    {user.isAdmin ? (
                      <li role="none">
                        <Link role="menuitem" to={ROUTES.admin}>
                          <Shield size={18} aria-hidden="true" />
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
                        <LogOut size={18} aria-hidden="true" />
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
      {member ? (
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
      ) : (
        <div className="app-header__end" />
      )}
    </header>
  );
}
