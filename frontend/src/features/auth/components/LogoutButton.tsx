import { copy } from '../../../copy';
import { useLogout } from '../hooks/useLogout';

export function LogoutButton({ className = 'btn btn--ghost' }: { className?: string }) {
  const { logout, pending } = useLogout();
  return (
    <button type="button" className={className} disabled={pending} onClick={() => void logout()}>
      {copy.auth.logout}
    </button>
  );
}
