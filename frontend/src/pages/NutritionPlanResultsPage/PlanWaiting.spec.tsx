import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { signedIn } from './nutrition.fixtures';
import { PlanWaiting } from './PlanWaiting';

const renderWaiting = (email: string | null, next: { to: string; label: string }) =>
  render(
    <MockedProvider mocks={[signedIn(null)]}>
      <MemoryRouter>
        <PlanWaiting email={email} next={next} />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('PlanWaiting', () => {
  it('tells a member whose address is not verified that the plan opens with the link sent to it', () => {
    renderWaiting('lucia@correo.es', { to: '/dashboard', label: 'Ir a mi panel' });
    expect(screen.getByRole('region', { name: 'Tu plan nutricional' })).toBeTruthy();
    expect(screen.getByTestId('nutrition-missing').textContent).toBe(
      'Tu plan nutricional se abre en cuanto verifiques tu email: abre el enlace que enviamos a lucia@correo.es.',
    );
    expect(screen.getByRole('link', { name: 'Ir a mi panel' }).getAttribute('href')).toBe('/dashboard');
  });

  it('sends a visitor to sign in', () => {
    renderWaiting(null, { to: '/auth', label: 'Ir a Iniciar Sesión' });
    expect(screen.getByTestId('nutrition-missing').textContent).toBe(
      'No encontramos tu plan nutricional. Inicia sesión para continuar.',
    );
    expect(screen.getByRole('link', { name: 'Ir a Iniciar Sesión' }).getAttribute('href')).toBe('/auth');
  });
});
