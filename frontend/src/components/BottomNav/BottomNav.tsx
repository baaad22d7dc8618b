import { AudioLines, Dumbbell, House, UserRound, UsersRound } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { copy } from '../../copy';
import { ROUTES } from '../../routes';
import './BottomNav.css';

/** Each item, with the paths that count as being on it ("/" shows the dashboard to a member). */
const ITEMS = [
  { to: ROUTES.dashboard, label: copy.nav.home, icon: House, paths: [ROUTES.home, ROUTES.dashboard] },
  { to: ROUTES.workouts, label: copy.nav.workoutsTab, icon: Dumbbell, paths: [ROUTES.workouts, '/workout/'] },
  { to: ROUTES.voice, label: copy.nav.coachTab, icon: AudioLines, paths: [ROUTES.voice] },
  { to: ROUTES.group, label: copy.nav.groupTab, icon: UsersRound, paths: [ROUTES.group, ROUTES.messages] },
  { to: ROUTES.profile, label: copy.nav.profileTab, icon: UserRound, paths: [ROUTES.profile] },
] as const;

const isOn = (pathname: string, paths: readonly string[]) =>
  paths.some((path) => (path.endsWith('/') && path !== '/' ? pathname.startsWith(path) : pathname === path));

/**
 * The member area's navigation: a bottom bar on a phone, where the label shows only on the active
 * item (spec 1, section 2), and a side rail with every label on a wide screen.
 */
export function BottomNav() {
  const { pathname } = useLocation();
  return (
    <nav className="bottom-nav" aria-label={copy.nav.mainNavigation}>
      {ITEMS.map((item) => {
        const active = isOn(pathname, item.paths);
        const Icon = item.icon;
        return (
          <Link
            key={item.to}
            to={item.to}
            aria-label={item.label}
            aria-current={active ? 'page' : undefined}
            className={`bottom-nav__item${active ? ' bottom-nav__item--active' : ''}`}
          >
            <Icon size={22} aria-hidden="true" />
            <span className="bottom-nav__label">{item.label}</span>
          </Link>
        );
      })}
    </nav>
  );
}
