import { NavLink } from 'react-router-dom';
import { copy } from '../../copy';
import { ROUTES } from '../../routes';
import '../AppHeader/AppHeader.css';

const ITEMS = [
  { to: ROUTES.home, label: copy.nav.home, icon: '⌂' },
  { to: ROUTES.profile, label: copy.nav.profileTab, icon: '☺' },
] as const;

/** Bottom navigation: Inicio (/) and Perfil (/profile); the label shows only on the active item. */
export function BottomNav() {
  return (
    <nav className="bottom-nav" aria-label={copy.nav.mainNavigation}>
      {ITEMS.map((item) => (
        <NavLink key={item.to} to={item.to} end aria-label={item.label}>
          {({ isActive }) => (
            <>
              <span aria-hidden="true">{item.icon}</span>
              {isActive ? <span className="bottom-nav__label">{item.label}</span> : null}
            </>
          )}
        </NavLink>
      ))}
    </nav>
  );
}
