import { Wrench } from 'lucide-react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearMemberCache } from '../../apollo/persist';
import { writeCurrentUser } from '../../features/auth/lib/session-cache';
import { clearCachesAndWorkers } from '../../features/cache/cache-control';
import { ROUTES } from '../../routes';
import { diagnosticCopy } from './diagnostic.copy';

/** After the repair, the move to the login (spec 2, sections 2.15 and 9). */
export const DIAGNOSTIC_REDIRECT_MS = 1_000;

/**
 * Ends the session on the server (the cookie goes with it) and clears everything this browser keeps
 * for the app: the member's data in memory and offline, both storages, Cache Storage and service
 * workers. Afterwards the login is asked again, as the page says.
 */
async function repair(client: ApolloClient): Promise<void> {
  await fetch('/api/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
  await client.clearStore().catch(() => undefined);
  writeCurrentUser(client, null);
  await clearMemberCache().catch(() => undefined);
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
 * /diagnostic (spec 2, section 2.15): a repair for anyone who opens it. On load it signs out and
 * clears local and session storage, caches and service workers, then goes to /auth after 1 s;
 * "Ir al Login" goes as soon as the repair is done.
 */
export function DiagnosticPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [done, setDone] = useState(false);
  const repaired = useRef<Promise<void> | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    repaired.current ??= repair(client);
    void repaired.current.then(() => {
      if (!active) return;
      setDone(true);
      timer = setTimeout(() => void navigate(ROUTES.auth, { replace: true }), DIAGNOSTIC_REDIRECT_MS);
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [client, navigate]);

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
          onClick={() => void repaired.current?.then(() => navigate(ROUTES.auth, { replace: true }))}
        >
          {diagnosticCopy.login}
        </button>
      </div>
    </main>
  );
}
