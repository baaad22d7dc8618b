import type { ReactNode } from 'react';
import { copy } from '../../copy';
import { Spinner } from '../Spinner/Spinner';

interface PageLoaderProps {
  label?: string;
  children?: ReactNode;
}

/** Full-screen loading state: spinner, a text ("Cargando..." by default) and optional actions. */
export function PageLoader({ label = copy.common.loading, children }: PageLoaderProps) {
  return (
    <main className="page-loader" aria-busy="true">
      <Spinner size="lg" />
      <p className="page-loader__label" aria-live="polite">
        {label}
      </p>
      {children}
    </main>
  );
}
