import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { copy } from '../../copy';
import { TOAST_MAX_WIDTH_PX } from '../../constants';
import { Toast } from './Toast';
import { ToastContext, type ToastApi, type ToastOptions } from './toast-context';
import './Toast.css';

interface ActiveToast extends ToastOptions {
  id: number;
}

/** The height an element takes on screen, followed as it changes (0 while it is not shown). */
function useHeight(element: RefObject<HTMLElement | null>, placement: unknown): number {
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
    // A new element each time it moves (into a dialog and back).
  }, [element, placement]);
  return height;
}

/** The open modal dialog on top, if any: the page under it is inert and behind its backdrop. */
function topModalDialog(): HTMLDialogElement | null {
  const open = [...document.querySelectorAll('dialog[open]')].filter((dialog) => {
    try {
      return dialog.matches(':modal');
    } catch {
      return false;
    }
  });
  return (open.at(-1) as HTMLDialogElement | undefined) ?? null;
}

/**
 * Where the notifications go: inside the modal dialog on top while one is open (a modal dialog
 * lies over the rest of the page, backdrop and all, and makes it inert), else in the page.
 */
function useNotificationHost(): HTMLDialogElement | null {
  const [host, setHost] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const update = () => {
      setHost(topModalDialog());
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    return () => {
      observer.disconnect();
    };
  }, []);
  return host;
}

/**
 * Holds the single toast on screen (spec: limit 1) and renders it over the foot of every page,
 * with room as tall as it kept at the page's end: scrolled to the end, nothing is under it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ActiveToast | null>(null);
  const lastId = useRef(0);
  const viewport = useRef<HTMLElement>(null);
  const host = useNotificationHost();
  const room = useHeight(viewport, host);
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

  const notifications = (
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
  );

  return (
    <ToastContext value={api}>
      {children}
      <div className="toast-room" style={{ height: host ? 0 : room }} aria-hidden="true" />
      {host ? createPortal(notifications, host) : notifications}
    </ToastContext>
  );
}
