import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { runningEdition } from '@reto/contracts/editions';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/Toast';
import { secondFactorRequiredLink } from '../../features/admin/second-factor-required';
import { storeAdminAuth } from '../../features/session/storage';
import { anInsights } from '../../features/admin/results/results.fixtures';
import {
  AdminInsightsDocument,
  AdminMembersDocument,
  AdminSecondFactorDocument,
  AdminWorkoutsDocument,
  MeDocument,
} from '../../gql/graphql';
import { aMember as anAdminMember } from '../../features/admin/components/member.fixture';
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

const running = runningEdition(new Date().toISOString().slice(0, 10)).number;
/** The running edition's results, as the Resultados tab asks for them first. */
const runningResults = {
  request: { query: AdminInsightsDocument, variables: { edition: running } },
  result: { data: { adminInsights: anInsights(running) } },
};

/** The Usuarios tab's first page, before anyone signed up. */
const noMembersYet = {
  request: { query: AdminMembersDocument, variables: { query: '', offset: 0, limit: 10 } },
  result: { data: { adminMembers: { __typename: 'AdminMemberPage', total: 0, members: [] } } },
};

/** Usuarios opened on member 12 (followed from Resultados): that member alone. */
const memberTwelve = {
  request: { query: AdminMembersDocument, variables: { query: '', offset: 0, limit: 10, userId: 12 } },
  result: {
    data: {
      adminMembers: {
        __typename: 'AdminMemberPage',
        total: 1,
        members: [anAdminMember({ id: 12, username: 'bruno' })],
      },
    },
  },
};

const renderPanel = () =>
  render(
    <MockedProvider mocks={[trainer, noWorkoutsYet, runningResults, noMembersYet, memberTwelve]}>
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

  it("has a Resultados tab with the running edition's results, whose members at risk lead to Usuarios", async () => {
    storeAdminAuth('MTphZG1pbg.1893456000.firma');
    renderPanel();
    fireEvent.click(screen.getByRole('tab', { name: 'Resultados' }));
    expect(screen.getByRole('tab', { name: 'Resultados' }).getAttribute('aria-selected')).toBe('true');
    // The tab and its charts load from their own chunk the first time it opens.
    expect(await screen.findByLabelText('Embudo', { selector: 'section' }, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ver miembro 12 en Usuarios' }));
    expect(screen.getByRole('tab', { name: 'Usuarios' }).getAttribute('aria-selected')).toBe('true');
    // Usuarios opens on that member alone, until the trainer asks for everyone.
    expect(screen.getByText('Mostrando solo al miembro 12, abierto desde Resultados.')).toBeTruthy();
    expect(await screen.findByText('bruno')).toBeTruthy();
    expect(screen.getByText('1 miembro')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ver todos los miembros' }));
    expect(await screen.findByText('0 miembros')).toBeTruthy();
    expect(screen.queryByText(/Mostrando solo al miembro/)).toBeNull();
    // Loading the tab's own chunk (the charts) takes more than the default 5 s on a loaded machine.
  }, 20_000);
});

describe('in production, before the second factor is on', () => {
  it('a call refused for want of it opens the Security tab with the reason', async () => {
    storeAdminAuth('MTphZG1pbg.1893456000.firma');
    const refused = {
      request: { query: AdminWorkoutsDocument, variables: { gender: 'male' } },
      result: {
        errors: [
          new GraphQLError('Antes de usar el panel, activa la verificación en dos pasos en la pestaña Seguridad.', {
            extensions: { code: 'admin_second_factor_setup_required', status: 403 },
          }),
        ],
      },
    };
    const stillOff = {
      request: { query: AdminSecondFactorDocument },
      result: { data: { adminSecondFactor: { enabled: false, recoveryCodesLeft: 0 } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    render(
      <MockedProvider link={ApolloLink.from([secondFactorRequiredLink, new MockLink([trainer, refused, stillOff])])}>
        <ToastProvider>
          <MemoryRouter initialEntries={['/admin']}>
            <Routes>
              <Route path="/admin" element={<AdminPage />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </MockedProvider>,
    );
    expect(screen.getByRole('tab', { name: 'Videos' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Seguridad' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(screen.getByRole('status').textContent).toContain('Activa la verificación en dos pasos para continuar');
    expect(await screen.findByText('Desactivada')).toBeTruthy();
  });
});
