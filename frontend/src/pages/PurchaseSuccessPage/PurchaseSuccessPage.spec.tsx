import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PurchaseSuccessPage } from './PurchaseSuccessPage';

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/purchase-success']}>
      <Routes>
        <Route path="/purchase-success" element={<PurchaseSuccessPage />} />
        <Route path="/dashboard" element={<p>dashboard page</p>} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('PurchaseSuccessPage', () => {
  it('counts down 5 seconds, then opens the dashboard', () => {
    vi.useFakeTimers();
    renderPage();
    expect(screen.getByText('Te llevaremos a tu panel en 5 segundos...')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('Te llevaremos a tu panel en 4 segundos...')).toBeTruthy();
    for (let second = 0; second < 4; second += 1) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(screen.getByText('dashboard page')).toBeTruthy();
  });

  it('goes at once with the button', () => {
    renderPage();
    act(() => {
      screen.getByRole('button', { name: 'Ir al Panel' }).click();
    });
    expect(screen.getByText('dashboard page')).toBeTruthy();
  });
});
