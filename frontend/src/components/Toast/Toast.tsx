import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { copy } from '../../copy';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '../../constants';
import type { ToastOptions } from './toast-context';

interface ToastProps extends ToastOptions {
  onDismiss: () => void;
}

/** One notification: closes itself after 5 s, on its close button, or when swiped sideways past 50 px. */
export function Toast({ title, description, variant = 'default', onDismiss }: ToastProps) {
  const [offset, setOffset] = useState(0);
  const startX = useRef<number | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [onDismiss]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (event.target instanceof Element && event.target.closest('button')) return;
    startX.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current !== null) setOffset(event.clientX - startX.current);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    const distance = event.clientX - startX.current;
    startX.current = null;
    if (Math.abs(distance) >= TOAST_SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  };

  const onPointerCancel = () => {
    startX.current = null;
    setOffset(0);
  };

  const destructive = variant === 'destructive';
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      data-testid="toast"
      data-variant={variant}
      className={destructive ? 'toast toast--destructive' : 'toast'}
      style={
        offset === 0
          ? undefined
          : {
              transform: `translateX(${String(offset)}px)`,
              opacity: Math.max(0.2, 1 - Math.abs(offset) / 200),
              transition: 'none',
            }
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
    >
      <div className="toast__body">
        <p className="toast__title" data-testid="toast-title">
          {title}
        </p>
        {description ? (
          <p className="toast__description" data-testid="toast-description">
            {description}
          </p>
        ) : null}
      </div>
      <button type="button" className="toast__close" aria-label={copy.common.closeNotification} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
