import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { copy } from '../../copy';
import { TOAST_MAX_WIDTH_PX } from '../../constants';
import { Toast } from './Toast';
import { ToastContext, type ToastApi, type ToastOptions } from './toast-context';
import './Toast.css';

interface ActiveToast extends ToastOptions {
  id: number;
}

/** The height an element takes on screen, followed as it changes (0 while it is not shown). */
function useHeight(element: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const observed = element.current;
    if (!observed) return;
    const observer = new ResizeObserver(() => {
      setHeight(observed.offsetHeight);
    });
    observer.observe(observed);
    return () => {
      observer.disconnect();
    };
  }, [element]);
  return height;
}

/**
 * Holds the single toast on screen (spec: limit 1) and renders it over the foot of every page,
 * with room as tall as it kept at the page's end: scrolled to the end, nothing is under it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ActiveToast | null>(null);
  const lastId = useRef(0);
  const viewport = useRef<HTMLElement>(null);
  const room = useHeight(viewport);
  // The same room as a length a page can place itself (the workout page, above its action bar).
  useEffect(() => {
    document.documentElement.style.setProperty('--toast-room', `${room}px`);
  }, [room]);

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
      <div className="toast-room" style={{ height: room }} aria-hidden="true" />
      <section
        ref={viewport}
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
