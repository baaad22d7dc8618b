import { Component, type ErrorInfo, type ReactNode } from 'react';
import { copy } from '../../copy';

/** Clears storage, the browser caches and service workers, then reloads: the "clear cache" button. */
export async function clearCachesAndReload(): Promise<void> {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
    if ('caches' in window) {
      for (const key of await window.caches.keys()) await window.caches.delete(key);
    }
    if ('serviceWorker' in navigator) {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    }
  } catch (error) {
    console.error('Clearing the cache failed', error);
  }
  window.location.reload();
}

interface State {
  failed: boolean;
}

/** The top-level failure screen "Error de Carga" with reload and clear-cache buttons (spec 1, section 2). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The app failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="page-loader" role="alert">
        <h1 className="page__title">{copy.guard.loadErrorTitle}</h1>
        <p className="page-loader__hint">{copy.guard.loadErrorDescription}</p>
        <div className="page-loader__actions">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => {
              window.location.reload();
            }}
          >
            {copy.common.reload}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => void clearCachesAndReload()}>
            {copy.guard.clearCache}
          </button>
        </div>
      </main>
    );
  }
}
