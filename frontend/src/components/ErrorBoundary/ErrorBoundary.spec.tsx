import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('render failed');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows "Error de Carga" with reload and clear-cache; clearing empties the stored data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem('mobile_auth_token', 'token-viejo');
    window.sessionStorage.setItem('admin_auth', 'credencial');
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Error de Carga' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar caché' }));
    await waitFor(() => {
      expect(window.localStorage.getItem('mobile_auth_token')).toBeNull();
    });
    expect(window.sessionStorage.getItem('admin_auth')).toBeNull();
  });

  it('renders the app when nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>la app</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('la app')).toBeTruthy();
    expect(screen.queryByText('Error de Carga')).toBeNull();
  });
});
