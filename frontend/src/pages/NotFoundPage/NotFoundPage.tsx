import { useNavigate } from 'react-router-dom';
import { copy } from '../../copy';
import { ROUTES } from '../../routes';

/** Any unknown path. Keeps the legacy buttons and diagnostic hint, without its support credentials (DECISIONS.md 2). */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main className="not-found">
      <p className="not-found__code" aria-hidden="true">
        {copy.notFound.code}
      </p>
      <h1 className="page__title">{copy.notFound.title}</h1>
      <p>{copy.notFound.description}</p>
      <p className="muted">{copy.notFound.diagnosticHint}</p>
      <div className="not-found__actions">
        <button type="button" className="btn btn--ghost" onClick={() => void navigate(-1)}>
          {copy.notFound.back}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => void navigate(ROUTES.auth)}>
          {copy.notFound.home}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => void navigate(ROUTES.diagnostic)}>
          {copy.notFound.diagnostic}
        </button>
      </div>
    </main>
  );
}
