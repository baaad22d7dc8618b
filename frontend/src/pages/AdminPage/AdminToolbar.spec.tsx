import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { ToastProvider } from '../../components/Toast';
import { isAdminPreview } from '../../features/admin/preview';
import { RefreshVideoCacheDocument } from '../../gql/graphql';
import { AdminToolbar } from './AdminToolbar';

const renderToolbar = (mocks: MockLink.MockedResponse[] = [], gender: 'male' | 'female' = 'male') => {
  const onGender = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/admin']}>
          <Routes>
            <Route path="/admin" element={<AdminToolbar gender={gender} onGender={onGender} />} />
            <Route path="/dashboard" element={<p>member area</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );
  return onGender;
};

afterEach(() => window.sessionStorage.clear());

describe('the admin toolbar', () => {
  it('shows the version in use pressed, and asks for the other one', () => {
    const onGender = renderToolbar([], 'female');
    expect(screen.getByRole('button', { name: 'Versión Mujeres' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Versión Hombres' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Versión Hombres' }));
    expect(onGender).toHaveBeenCalledWith('male');
  });

  it('"Actualizar Videos" renews the cache and says which version the members now get', async () => {
    renderToolbar([
      {
        request: { query: RefreshVideoCacheDocument },
        result: { data: { refreshVideoCache: { __typename: 'CacheVersion', cacheVersion: 'v42' } } },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar Videos' }));
    const toast = await screen.findByRole('status');
    expect(toast.textContent).toContain('Videos actualizados');
    expect(toast.textContent).toContain('Caché renovada (versión v42)');
  });

  it('says so when the cache could not be renewed', async () => {
    renderToolbar([
      {
        request: { query: RefreshVideoCacheDocument },
        result: { errors: [new GraphQLError('No se pudo renovar la caché')] },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar Videos' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error al refrescar la caché de videos');
  });

  it('"Ver como miembro" opens the member area in preview', () => {
    renderToolbar();
    fireEvent.click(screen.getByRole('button', { name: 'Ver como miembro' }));
    expect(screen.getByText('member area')).toBeTruthy();
    expect(isAdminPreview()).toBe(true);
  });
});
