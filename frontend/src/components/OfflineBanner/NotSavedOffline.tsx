import { WifiOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { copy } from '../../copy';
import { ROUTES } from '../../routes';

/** Offline, in place of a page that was never opened online: says so in Spanish, and the way back. */
export function NotSavedOffline() {
  return (
    <section className="card not-saved-offline" role="status" data-testid="not-saved-offline">
      <h1 className="page__title">
        <WifiOff size={22} aria-hidden="true" /> {copy.offline.notSavedTitle}
      </h1>
      <p>{copy.offline.notSaved}</p>
      <Link to={ROUTES.home} className="btn btn--ghost">
        {copy.workout.back}
      </Link>
    </section>
  );
}
