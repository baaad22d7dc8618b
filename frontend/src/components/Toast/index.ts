export { ToastProvider } from './ToastProvider';
export { useToast } from './useToast';
export type { ToastApi, ToastOptions, ToastVariant } from './toast-context';
