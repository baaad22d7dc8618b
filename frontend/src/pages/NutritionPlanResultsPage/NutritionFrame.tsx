import type { ReactNode } from 'react';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { MemberLayout } from '../../features/challenge/components/MemberLayout';

/**
 * The nutrition page's frame: a member with access reads it inside the member area (its header,
 * palette and theme; the navigation comes with the route); a buyer not signed in yet, as a page of
 * its own.
 */
export function NutritionFrame({ className, children }: { className: string; children: ReactNode }) {
  const { user } = useCurrentUser();
  if (user?.hasAccess)
    return (
      <MemberLayout>
        <div className={className}>{children}</div>
      </MemberLayout>
    );
  return <main className={`page ${className}`}>{children}</main>;
}
