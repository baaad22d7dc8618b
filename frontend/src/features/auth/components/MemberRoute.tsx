import type { ReactNode } from 'react';
import { BottomNav } from '../../../components/BottomNav/BottomNav';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { RequireAuth } from './RequireAuth';

/** A page of the member area: guarded (signed in and with access) and with the bottom navigation. */
export function MemberRoute({ children }: { children: ReactNode }) {
  return (
    <RequireAuth paid>
      {children}
      <BottomNav />
    </RequireAuth>
  );
}

/**
 * A public page a member also uses (the coach, Emilio): anyone may open it; a member with access
 * keeps the member area's navigation on it, so the coach is one tap from the routines and back.
 */
export function WithMemberNav({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  if (!user?.hasAccess) return <>{children}</>;
  return (
    <div className="with-member-nav">
      {children}
      <BottomNav />
    </div>
  );
}
