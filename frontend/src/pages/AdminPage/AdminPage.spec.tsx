import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/Toast';
import { storeAdminAuth } from '../../features/session/storage';
import { AdminWorkoutsDocument, MeDocument } from '../../gql/graphql';
import { aMember } from '../../test/fixtures';
import { AdminPage } from './AdminPage';

/** The trainer signed in, as the app header asks. */
const trainer = {
  request: { query: MeDocument },
  result: {
    data: { me: aMember({ id: 1, username: 'admin', firstName: 'Emilio', fullName: 'Emilio', isAdmin: true }) },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The Videos tab's list of the male version, before any unit exists: the panel's frame is what is looked at. */
const noWorkoutsYet = {
  request: { query: AdminWorkoutsDocument, variables: { gender: 'male' } },
  result: { data: { adminWorkouts: [] } },
};

const renderPanel = () =>
  render(
    <MockedProvider mocks={[trainer, noWorkoutsYet]}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/admin']}>
          <Routes>
            <Route path="/admin" element={<AdminPage />} />
            <Route path="/auth" element={<p>auth page</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );

afterEach(() => storeAdminAuth(null));

describe('the admin panel', () => {
  it('without the admin credential says "Acceso denegado" and goes to /auth', async () => {
    renderPanel();
    expect(await screen.findByText('auth page')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Acceso denegado');
  });

  it('with it, opens on the Videos tab with the version toggle and the three buttons', () => {
    storeAdminAuth('MTphZG1pbg.1893456000.firma');
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Panel de Administración' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Videos' }).getAttribute('aria-selected')).toBe('true');
    for (const name of ['Usuarios', 'Accesos', 'Reseñas', 'Auditoría'])
      expect(screen.getByRole('tab', { name })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Versión Hombres' }).getAttribute('aria-pressed')).toBe('true');
    for (const name of ['Ver como miembro', 'Actualizar Videos', 'Cerrar sesión']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });
});
