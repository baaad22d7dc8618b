import { MemberRoute } from '../../features/auth/components/MemberRoute';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { AuthPage } from '../AuthPage/AuthPage';
import { DashboardPage } from '../DashboardPage/DashboardPage';

/** "/": the dashboard for a signed-in member, the auth page for anyone else (DECISIONS.md 1). */
export function HomePage() {
  const { user } = useCurrentUser();
  if (!user) return <AuthPage />;
  return (
    <MemberRoute>
      <DashboardPage />
    </MemberRoute>
  );
}
