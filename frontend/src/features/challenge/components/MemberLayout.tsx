import type { ReactNode } from 'react';
import { AppHeader } from '../../../components/AppHeader/AppHeader';
import { LogoutButton } from '../../auth/components/LogoutButton';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { useDayRollover, useMemberTheme } from '../hooks/useMemberTheme';
import '../challenge.css';

/** The member area's frame: header, the member's palette and day/night theme, and the day rollover. */
export function MemberLayout({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  useMemberTheme(user?.gender, user?.timezone);
  useDayRollover(user?.timezone);
  return (
    <div className="app-shell member">
      <AppHeader>
        <LogoutButton />
      </AppHeader>
      <main className="page member__page">{children}</main>
    </div>
  );
}
