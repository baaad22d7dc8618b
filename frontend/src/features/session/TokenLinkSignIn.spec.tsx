import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/Toast';
import { MeDocument, VerifyDeviceTokenDocument } from '../../gql/graphql';
import { useCurrentUser } from '../auth/hooks/useCurrentUser';
import { clearAuthData, findToken } from './storage';
import { TokenLinkSignIn } from './TokenLinkSignIn';
import { aMember } from '../../test/fixtures';

const andres = aMember({
  id: 9,
  username: 'andres',
  email: 'andres@correo.es',
  firstName: 'Andrés',
  fullName: 'Andrés Gil',
  gender: 'male',
});

function WhoIsSignedIn() {
  const { user, loading } = useCurrentUser();
  if (loading) return <p>cargando cuenta</p>;
  return <p>{user ? `dashboard de ${user.username}` : 'visitante'}</p>;
}

/** The page behind the link asks `me` as soon as it renders; its answer (signed out) comes late. */
function renderLink(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  return render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/?token=enlace-de-acceso']}>
          <TokenLinkSignIn>
            <Routes>
              <Route path="/" element={<WhoIsSignedIn />} />
              <Route path="/dashboard" element={<WhoIsSignedIn />} />
            </Routes>
          </TokenLinkSignIn>
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );
}

const signedOutMe: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: { data: { me: null } },
  delay: 50,
};

beforeEach(() => {
  clearAuthData();
});

describe('TokenLinkSignIn', () => {
  it('signs in through the link without a slower "signed out" answer undoing it', async () => {
    renderLink([
      signedOutMe,
      {
        request: { query: VerifyDeviceTokenDocument, variables: { token: 'enlace-de-acceso' } },
        result: {
          data: {
            verifyDeviceToken: { __typename: 'DeviceSession', success: true, token: 'device-9', user: andres },
          },
        },
      },
    ]);
    expect(await screen.findByText('¡Hola, Andrés! Has iniciado sesión correctamente.')).toBeTruthy();
    expect(await screen.findByText('dashboard de andres')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('dashboard de andres')).toBeTruthy();
    expect(findToken()).toBe('device-9');
  });

  it.each(['/confirmar-resena', '/confirm-email', '/reset-password'])(
    'leaves the token of %s to its page: it is not a sign-in link',
    async (path) => {
      function TokenOfThePage() {
        return <p>{`página con ${new URLSearchParams(useLocation().search).get('token') ?? 'nada'}`}</p>;
      }
      render(
        <MockedProvider mocks={[]}>
          <ToastProvider>
            <MemoryRouter initialEntries={[`${path}?token=enlace-propio`]}>
              <TokenLinkSignIn>
                <Routes>
                  <Route path={path} element={<TokenOfThePage />} />
                </Routes>
              </TokenLinkSignIn>
            </MemoryRouter>
          </ToastProvider>
        </MockedProvider>,
      );
      expect(await screen.findByText('página con enlace-propio')).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByText('Error de autenticación')).toBeNull();
      expect(screen.getByText('página con enlace-propio')).toBeTruthy();
    },
  );

  it('an invalid link says "Error de autenticación" and leaves the visitor signed out', async () => {
    renderLink([
      { ...signedOutMe, delay: 0 },
      {
        request: { query: VerifyDeviceTokenDocument, variables: { token: 'enlace-de-acceso' } },
        result: { errors: [{ message: 'Token no encontrado', extensions: { code: 'token_not_found' } }] },
      },
    ]);
    expect(await screen.findByText('Error de autenticación')).toBeTruthy();
    expect(await screen.findByText('visitante')).toBeTruthy();
    expect(findToken()).toBeNull();
  });
});
