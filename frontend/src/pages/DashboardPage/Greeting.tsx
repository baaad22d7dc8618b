import { copy } from '../../copy';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { firstNameOf } from '../../features/auth/lib/first-name';
import './DashboardPage.css';

/** "Hola, Lucía": the member's first name (firstName, fullName or the username's first word). */
export function Greeting() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <p className="dash__greeting">
      {copy.dashboard.greeting}{' '}
      <strong className="accent" data-testid="user-name">
        {firstNameOf(user)}
      </strong>
    </p>
  );
}
