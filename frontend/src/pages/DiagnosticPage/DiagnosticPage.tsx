import { Wrench } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearCachesAndWorkers } from '../../features/cache/cache-control';
import { ROUTES } from '../../routes';
import { diagnosticCopy } from './diagnostic.copy';

/** After the repair, the move to the login (spec 2, sections 2.15 and 9). */
export const DIAGNOSTIC_REDIRECT_MS = 1_000;

/** Clears everything this browser keeps for the app: both storages, Cache Storage and service workers. */
async function repair(): Promise<void> {
  for (const storage of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      storage().clear();
    } catch {
      // storage unavailable: nothing to clear
    }
  }
  await clearCachesAndWorkers().catch(() => undefined);
}

/**
 * /diagnostic (spec 2, section 2.15): a repair for anyone who opens it. On load it clears local and
 * session storage, caches and service workers, then goes to /auth after 1 s; "Ir al Login" goes at once.
 */
export function DiagnosticPage() {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    void repair().then(() => {
      if (!active) return;
      setDone(true);
      timer = setTimeout(() => void navigate(ROUTES.auth, { replace: true }), DIAGNOSTIC_REDIRECT_MS);
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [navigate]);

  return (
    <main className="not-found" aria-busy={!done}>
      <p className="not-found__code" aria-hidden="true">
        <Wrench size={56} />
      </p>
      <h1 className="page__title">{diagnosticCopy.title}</h1>
      <p role="status">{done ? diagnosticCopy.done : diagnosticCopy.running}</p>
      <p className="muted">{diagnosticCopy.description}</p>
      <div className="not-found__actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => void navigate(ROUTES.auth, { replace: true })}
        >
          {diagnosticCopy.login}
        </button>
      </div>
    </main>
  );
}
