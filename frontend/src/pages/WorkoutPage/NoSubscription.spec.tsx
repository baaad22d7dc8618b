import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/Toast';
import { NoSubscription } from './NoSubscription';

describe('NoSubscription', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells the member why, then after 2 s replaces the page with the subscription page', () => {
    render(
      <ToastProvider>
        <MemoryRouter initialEntries={['/workout/1/5']}>
          <Routes>
            <Route path="/workout/:unitId/:exerciseId" element={<NoSubscription />} />
            <Route path="/suscripcion" element={<p>subscription page</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>,
    );
    expect(screen.getByTestId('toast-title').textContent).toBe('Acceso restringido');
    expect(screen.getByTestId('no-subscription').textContent).toContain(
      'Necesitas una suscripción para acceder a las rutinas de entrenamiento.',
    );
    act(() => {
      vi.advanceTimersByTime(1_900);
    });
    expect(screen.queryByText('subscription page')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByText('subscription page')).toBeTruthy();
  });
});
