import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './index';

function Trigger() {
  const { showToast } = useToast();
  return (
    <>
      <button type="button" onClick={() => showToast({ title: 'Primero' })}>
        uno
      </button>
      <button type="button" onClick={() => showToast({ title: 'Segundo', variant: 'destructive' })}>
        dos
      </button>
    </>
  );
}

const renderToasts = () =>
  render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('show one at a time, at most 420 px wide, and close after 5 s', async () => {
    vi.useFakeTimers();
    renderToasts();
    fireEvent.click(screen.getByText('uno'));
    fireEvent.click(screen.getByText('dos'));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast-title').textContent).toBe('Segundo');
    expect(screen.getByRole('region', { name: 'Notificaciones' }).style.maxWidth).toBe('420px');
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(screen.queryByTestId('toast')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('close on their close button before their time is up', () => {
    renderToasts();
    fireEvent.click(screen.getByText('uno'));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar notificación' }));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('close when swiped 50 px or more, and stay for a shorter swipe', () => {
    renderToasts();
    fireEvent.click(screen.getByText('uno'));
    const toast = () => screen.getByTestId('toast');
    toast().setPointerCapture = () => undefined;
    fireEvent.pointerDown(toast(), { clientX: 100, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerUp(toast(), { clientX: 140, pointerId: 1, pointerType: 'touch' });
    expect(screen.queryByTestId('toast')).not.toBeNull();
    toast().setPointerCapture = () => undefined;
    fireEvent.pointerDown(toast(), { clientX: 100, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerUp(toast(), { clientX: 150, pointerId: 1, pointerType: 'touch' });
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
