import { AppHeader } from '../../components/AppHeader/AppHeader';
import { copy } from '../../copy';
import { LogoutButton } from '../../features/auth/components/LogoutButton';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';

/** Admin panel placeholder; the panel itself arrives with the admin issue. */
export function AdminPage() {
  const { user } = useCurrentUser();
  return (
    <div className="app-shell">
      <AppHeader>
        <LogoutButton />
      </AppHeader>
      <main className="page">
        <h1 className="page__title">{copy.admin.title}</h1>
        {user ? (
          <p>
            <strong className="accent" data-testid="user-name">
              {user.username}
            </strong>
          </p>
        ) : null}
        <p className="muted">{copy.admin.comingSoon}</p>
      </main>
    </div>
  );
}
