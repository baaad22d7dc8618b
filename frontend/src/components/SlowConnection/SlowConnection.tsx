import { copy } from '../../copy';
import { ROUTES } from '../../routes';

/** "Conexión lenta detectada" with reload or go-to-login choices (spec 2, section 2.16). */
export function SlowConnection() {
  return (
    <main className="page-loader" role="alert">
      <h1 className="page__title">{copy.guard.slowTitle}</h1>
      <p className="page-loader__hint">{copy.guard.slowDescription}</p>
      <div className="page-loader__actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            window.location.reload();
          }}
        >
          {copy.guard.reload}
        </button>
        <a className="btn btn--ghost" href={ROUTES.auth}>
          {copy.guard.goToLogin}
        </a>
      </div>
    </main>
  );
}
