import { createContext } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  /** `destructive` for failures: shown in the alert colour and announced assertively. */
  variant?: ToastVariant;
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen (one at a time). */
  showToast: (options: ToastOptions) => void;
  dismissToast: () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
