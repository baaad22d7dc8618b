import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MeDocument, type CurrentUserFragment } from '../../../gql/graphql';
import { restoredCopyUnconfirmed } from '../../session/restored-copy';
import { clearAuthData } from '../../session/storage';
import { RequireAuth } from './RequireAuth';
import { aMember } from '../../../test/fixtures';

const user = (overrides: Partial<CurrentUserFragment> = {}) =>
  aMember({ id: 3, username: 'marta', email: 'marta@correo.es', firstName: 'Marta', fullName: 'Marta', ...overrides });
const me = (value: CurrentUserFragment | null, delay = 0): MockLink.MockedResponse => ({
  request: { query: MeDocument },
  result: { data: { me: value } },
  delay,
});

function renderGuarded(mocks: MockLink.MockedResponse[], props: { paid?: boolean; admin?: boolean } = { paid: true }) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route
            path="/dashboard"
            element={
              <RequireAuth {...props}>
                <p>contenido protegido</p>
              </RequireAuth>
            }
          />
          <Route path="/auth" element={<p>auth page</p>} />
          <Route path="/subscribe" element={<p>subscribe page</p>} />
          <Route path="/admin" element={<p>admin page</p>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

beforeEach(() => {
  clearAuthData();
});
afterEach(() => {
  vi.useRealTimers();
  restoredCopyUnconfirmed(false);
});

describe('RequireAuth', () => {
  it('sends a visitor to /auth', async () => {
    renderGuarded([me(null)]);
    expect(await screen.findByText('auth page')).toBeTruthy();
  });

  it('sends a member without access to /subscribe on a paid page, and lets them through elsewhere', async () => {
    renderGuarded([me(user({ hasPaid: false, hasAccess: false }))]);
    expect(await screen.findByText('subscribe page')).toBeTruthy();
    renderGuarded([me(user({ hasPaid: false, hasAccess: false }))], {});
    expect(await screen.findByText('contenido protegido')).toBeTruthy();
  });

  it('sends nobody to /subscribe on the word of a copy restored at start until the server has answered', async () => {
    // the copy was saved before the access came (its Me says none)
    restoredCopyUnconfirmed(true);
    renderGuarded([me(user({ hasPaid: false, hasAccess: false }))]);
    expect(await screen.findByText('Cargando...')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('subscribe page')).toBeNull();
    // the server's answer settles it (here: still no access)
    act(() => {
      restoredCopyUnconfirmed(false);
    });
    expect(await screen.findByText('subscribe page')).toBeTruthy();
  });

  it('lets through a member the server gives access without payment (pre-approved)', async () => {
    renderGuarded([me(user({ hasPaid: false, hasAccess: true }))]);
    expect(await screen.findByText('contenido protegido')).toBeTruthy();
  });

  it('decides access from the server alone, not from a pre-approval mark in session storage', async () => {
    window.sessionStorage.setItem('pre_approved_user', '3');
    renderGuarded([me(user({ hasPaid: false, hasAccess: false }))]);
    expect(await screen.findByText('subscribe page')).toBeTruthy();
  });

  it('sends an administrator to /admin from any other protected page', async () => {
    renderGuarded([me(user({ isAdmin: true, hasPaid: false }))]);
    expect(await screen.findByText('admin page')).toBeTruthy();
  });

  it('shows a spinner, then "Cargando tu cuenta..." with reload after 5 s, then the slow-connection screen', async () => {
    vi.useFakeTimers();
    renderGuarded([me(user(), 60_000)]);
    expect(screen.getByText('Cargando...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText('Cargando tu cuenta...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recargar página' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByText('Conexión lenta detectada')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al inicio de sesión' })).toBeTruthy();
  });

  it('goes to /auth 0.5 s after the account cannot be read', async () => {
    vi.useFakeTimers();
    renderGuarded([{ request: { query: MeDocument }, error: new Error('Failed to fetch') }]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Redirigiendo...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.queryByText('auth page')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('auth page')).toBeTruthy();
  });
});
