import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { copy } from '../../copy';
import { MeDocument, type CurrentUserFragment } from '../../gql/graphql';
import { ToastProvider } from '../Toast';
import { BottomNav } from '../BottomNav/BottomNav';
import { AppHeader } from './AppHeader';
import { juan } from '../../test/fixtures';

const member = (overrides: Partial<CurrentUserFragment> = {}) => juan({ id: 1, streak: 7, progress: 25, ...overrides });

function renderHeader(user: ReturnType<typeof member> | null, path = '/') {
  return render(
    <MockedProvider mocks={[{ request: { query: MeDocument }, result: { data: { me: user } } }]}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <AppHeader />
          <BottomNav />
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );
}

describe('AppHeader and BottomNav', () => {
  it('shows the streak badge zero-padded, the initial, and the menu; ADMIN only for admins', async () => {
    renderHeader(member());
    expect(await screen.findByText('STREAK.07')).toBeTruthy();
    expect(copy.nav.streak(0)).toBe('STREAK.00');
    expect(copy.nav.streak(12)).toBe('STREAK.12');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    const avatar = screen.getByRole('button', { name: 'Menú' });
    expect(avatar.textContent).toBe('J');
    fireEvent.click(avatar);
    expect(screen.getByRole('menuitem', { name: 'MI PERFIL' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('menuitem', { name: 'CONFIGURACIÓN' }).getAttribute('href')).toBe('/settings');
    // Where the renewal is cancelled (or turned back on), one tap from any member page.
    expect(screen.getByRole('menuitem', { name: 'SUSCRIPCIÓN' }).getAttribute('href')).toBe('/profile#renovacion');
    expect(screen.getByRole('menuitem', { name: 'CERRAR SESIÓN' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'ADMIN' })).toBeNull();
  });

  it('offers ADMIN to an administrator', async () => {
    renderHeader(member({ isAdmin: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Menú' }));
    expect(screen.getByRole('menuitem', { name: 'ADMIN' }).getAttribute('href')).toBe('/admin');
  });

  it('shows "Iniciar Sesión" when signed out, and marks the active bottom item', async () => {
    renderHeader(null, '/profile');
    expect((await screen.findByRole('link', { name: 'Iniciar Sesión' })).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Perfil' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Inicio' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks Inicio on the dashboard and on "/", Rutinas on an exercise page', async () => {
    for (const [path, active] of [
      ['/dashboard', 'Inicio'],
      ['/', 'Inicio'],
      ['/workout/3/12', 'Rutinas'],
    ] as const) {
      const { unmount } = renderHeader(member(), path);
      expect((await screen.findByRole('link', { name: active })).getAttribute('aria-current')).toBe('page');
      expect(screen.getAllByRole('link', { current: 'page' })).toHaveLength(1);
      unmount();
    }
  });

  it('shows no streak to an administrator', async () => {
    renderHeader(member({ isAdmin: true }));
    await screen.findByRole('button', { name: 'Menú' });
    expect(screen.queryByTestId('streak-badge')).toBeNull();
  });
});
