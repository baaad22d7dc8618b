import type { ReactNode } from 'react';
import { BottomNav } from '../../../components/BottomNav/BottomNav';
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
