import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { copy } from '../../copy';
import { TOAST_MAX_WIDTH_PX } from '../../constants';
import { Toast } from './Toast';
import { ToastContext, type ToastApi, type ToastOptions } from './toast-context';
import './Toast.css';

interface ActiveToast extends ToastOptions {
  id: number;
}

/** Holds the single toast on screen (spec: limit 1) and renders it above every page. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ActiveToast | null>(null);
  const lastId = useRef(0);

  const showToast = useCallback((options: ToastOptions) => {
    lastId.current += 1;
    setToast({ ...options, id: lastId.current });
  }, []);
  const dismissToast = useCallback(() => {
    setToast(null);
  }, []);
  const api = useMemo<ToastApi>(() => ({ showToast, dismissToast }), [showToast, dismissToast]);

  return (
    <ToastContext value={api}>
      {children}
      <section
        className="toast-viewport"
        aria-label={copy.common.notifications}
        style={{ maxWidth: TOAST_MAX_WIDTH_PX }}
      >
        {toast ? (
          <Toast
            key={toast.id}
            title={toast.title}
            description={toast.description}
            variant={toast.variant}
            onDismiss={dismissToast}
          />
        ) : null}
      </section>
    </ToastContext>
  );
}
