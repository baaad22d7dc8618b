import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/Toast';
import { LoginDocument, MeDocument, RegisterDocument } from '../../gql/graphql';
import { readAdminAuth } from '../../features/session/storage';
import { rememberBuyer } from '../../features/billing/lib/buyer-prefill';
import { AuthPage } from './AuthPage';
import { juan, usdPriceQuote } from '../../test/fixtures';

const visitor: MockLink.MockedResponse = { request: { query: MeDocument }, result: { data: { me: null } } };

const member = juan();

function renderAuthPage(mocks: ReadonlyArray<MockLink.MockedResponse>, entry = '/auth') {
  return render(
    <MockedProvider mocks={[...mocks, usdPriceQuote()]}>
      <ToastProvider>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/auth" element={<AuthPage />} />
            <Route path="/dashboard" element={<p>dashboard page</p>} />
            <Route path="/admin" element={<p>admin page</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );
}

const inputLabelled = (label: string): HTMLInputElement => {
  const element = screen.getByLabelText(label);
  if (!(element instanceof HTMLInputElement)) throw new Error(`${label} is not an input`);
  return element;
};

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

describe('AuthPage', () => {
  it('confirms the payment on the page to a buyer who has just paid, with the one step left and their address', async () => {
    rememberBuyer({ fullName: 'Ana López', email: 'ana.lopez@correo.es' });
    renderAuthPage([visitor], '/auth?payment=success');
    const card = await screen.findByTestId('paid-card');
    expect(within(card).getByRole('heading', { name: 'Pago recibido: ya tienes tu lugar en el reto' })).toBeTruthy();
    expect(card.textContent).toContain('crea tu cuenta con ana.lopez@correo.es, el email con el que pagaste');
    // Above the registration form, which is the tab open.
    expect(screen.getByRole('tab', { name: 'Registrarse' }).getAttribute('aria-selected')).toBe('true');
    expect(card.compareDocumentPosition(screen.getByRole('tabpanel')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no payment confirmation to anyone else', async () => {
    renderAuthPage([visitor]);
    await screen.findByRole('tab', { name: 'Iniciar Sesión' });
    expect(screen.queryByTestId('paid-card')).toBeNull();
  });

  it('shows a visitor the way to the offer: the price as it is, and the sales page', async () => {
    renderAuthPage([visitor]);
    const offer = await screen.findByTestId('visitor-offer');
    expect(offer.textContent).toContain('$78 cada 28 días · cancela cuando quieras');
    expect(within(offer).getByRole('link', { name: 'Conoce el reto' }).getAttribute('href')).toBe('/landing');
  });

  it('shows "Cargando..." until the session is known, then the login tab', async () => {
    renderAuthPage([visitor]);
    expect(screen.getByText('Cargando...')).toBeTruthy();

    const loginTab = await screen.findByRole('tab', { name: 'Iniciar Sesión' });
    expect(loginTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('4 SEMANAS DE TRANSFORMACIÓN')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reto Emilio');
    expect(inputLabelled('Usuario o email').placeholder).toMatch(/usuario/i);
    expect(inputLabelled('Contraseña').type).toBe('password');
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' }).getAttribute('type')).toBe('submit');
  });

  it('switches between the login and register tabs', async () => {
    renderAuthPage([visitor]);
    const registerTab = await screen.findByRole('tab', { name: 'Registrarse' });

    fireEvent.click(registerTab);
    expect(registerTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Iniciar Sesión' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.queryByLabelText('Usuario o email')).toBeNull();
    expect(inputLabelled('Nombre').value).toBe('');
    expect(inputLabelled('Email').type).toBe('email');
    expect(screen.getByRole('button', { name: 'Registrarse' }).getAttribute('type')).toBe('submit');

    const male = screen.getByRole('button', { name: 'Hombre' });
    const female = screen.getByRole('button', { name: 'Mujer' });
    // Nothing is preselected: a default would choose the videos for the member.
    expect(male.getAttribute('aria-pressed')).toBe('false');
    expect(female.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(female);
    expect(female.getAttribute('aria-pressed')).toBe('true');
    expect(male.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByRole('tab', { name: 'Iniciar Sesión' }));
    expect(inputLabelled('Usuario o email')).toBeTruthy();
    expect(screen.queryByLabelText('Nombre')).toBeNull();
  });

  it('registers nobody until the version of the videos is chosen, and says so', async () => {
    const registered = vi.fn(() => ({ data: null }));
    renderAuthPage([visitor, { request: { query: RegisterDocument, variables: () => true }, result: registered }]);
    fireEvent.click(await screen.findByRole('tab', { name: 'Registrarse' }));
    fireEvent.change(inputLabelled('Nombre'), { target: { value: 'Ana' } });
    fireEvent.change(inputLabelled('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(inputLabelled('Contraseña'), { target: { value: 'sentadillas-en-la-playa-28' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Elige la versión de los videos: Hombre o Mujer.');
    expect(registered).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Mujer' }));
    expect(screen.queryByText('Elige la versión de los videos: Hombre o Mujer.')).toBeNull();
  });

  it('moves between tabs with the arrow keys', async () => {
    renderAuthPage([visitor]);
    const loginTab = await screen.findByRole('tab', { name: 'Iniciar Sesión' });
    fireEvent.keyDown(loginTab, { key: 'ArrowRight' });
    const registerTab = screen.getByRole('tab', { name: 'Registrarse' });
    expect(registerTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(registerTab);
  });

  it('shows and hides the password', async () => {
    renderAuthPage([visitor]);
    await screen.findByRole('tab', { name: 'Iniciar Sesión' });
    const password = inputLabelled('Contraseña');

    fireEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password.type).toBe('password');
  });

  it('shows the server message when login fails', async () => {
    renderAuthPage([
      visitor,
      {
        request: { query: LoginDocument, variables: { input: { username: 'juan', password: 'mala-clave' } } },
        result: { errors: [{ message: 'Usuario o contraseña incorrectos' }] },
      },
    ]);
    fireEvent.change(await screen.findByLabelText('Usuario o email'), { target: { value: '  JUAN ' } });
    fireEvent.change(inputLabelled('Contraseña'), { target: { value: 'mala-clave' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Error de inicio de sesión')).toBeTruthy();
    expect(within(toast).getByText('Usuario o contraseña incorrectos')).toBeTruthy();
  });

  it('greets the member and opens the dashboard after login', async () => {
    renderAuthPage([
      visitor,
      {
        request: { query: LoginDocument, variables: { input: { username: 'juan_perez', password: 'secreta123' } } },
        result: { data: { __typename: 'Mutation', login: { __typename: 'Login', adminAuth: null, user: member } } },
      },
    ]);
    fireEvent.change(await screen.findByLabelText('Usuario o email'), { target: { value: 'juan_perez' } });
    fireEvent.change(inputLabelled('Contraseña'), { target: { value: 'secreta123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    expect(await screen.findByText('dashboard page')).toBeTruthy();
    const toast = screen.getByRole('status');
    expect(within(toast).getByText('¡Bienvenido!')).toBeTruthy();
    expect(within(toast).getByText('¡Hola, Juan! Has iniciado sesión correctamente.')).toBeTruthy();
  });

  it('welcomes a woman as "¡Bienvenida!"', async () => {
    const maria = { ...member, username: 'maria_lopez', firstName: 'María', fullName: 'María López', gender: 'female' };
    renderAuthPage([
      visitor,
      {
        request: { query: LoginDocument, variables: { input: { username: 'maria_lopez', password: 'secreta123' } } },
        result: { data: { __typename: 'Mutation', login: { __typename: 'Login', adminAuth: null, user: maria } } },
      },
    ]);
    fireEvent.change(await screen.findByLabelText('Usuario o email'), {
      target: { value: 'maria_lopez' },
    });
    fireEvent.change(inputLabelled('Contraseña'), { target: { value: 'secreta123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText('dashboard page')).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('¡Bienvenida!')).toBeTruthy();
  });

  it('keeps the admin credential answered by the login and opens the admin panel', async () => {
    const admin = { ...member, username: 'admin', isAdmin: true };
    renderAuthPage([
      visitor,
      {
        request: { query: LoginDocument, variables: { input: { username: 'admin', password: 'clave-admin' } } },
        result: {
          data: { __typename: 'Mutation', login: { __typename: 'Login', adminAuth: 'NzphZG1pbg.firma', user: admin } },
        },
      },
    ]);
    fireEvent.change(await screen.findByLabelText('Usuario o email'), { target: { value: 'admin' } });
    fireEvent.change(inputLabelled('Contraseña'), { target: { value: 'clave-admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    expect(await screen.findByText('admin page')).toBeTruthy();
    expect(readAdminAuth()).toBe('NzphZG1pbg.firma');
  });

  it('asks an account with a second factor for its code after the right password, then signs in with both', async () => {
    const admin = { ...member, username: 'admin', isAdmin: true };
    renderAuthPage([
      visitor,
      {
        request: { query: LoginDocument, variables: { input: { username: 'admin', password: 'clave-admin' } } },
        result: {
          errors: [
            {
              message: 'Introduce el código de 6 dígitos de tu aplicación de autenticación.',
              extensions: { code: 'second_factor_required', status: 401 },
            },
          ],
        },
      },
      {
        request: {
          query: LoginDocument,
          variables: { input: { username: 'admin', password: 'clave-admin', code: '123456' } },
        },
        result: {
          data: { __typename: 'Mutation', login: { __typename: 'Login', adminAuth: 'NzphZG1pbg.firma', user: admin } },
        },
      },
    ]);
    fireEvent.change(await screen.findByLabelText('Usuario o email'), { target: { value: 'admin' } });
    fireEvent.change(inputLabelled('Contraseña'), { target: { value: 'clave-admin' } });
    expect(screen.queryByLabelText('Código de verificación')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    const code = await screen.findByLabelText('Código de verificación');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(code, { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText('admin page')).toBeTruthy();
  });

  it('sends a signed-in administrator to the admin panel', async () => {
    renderAuthPage([
      { request: { query: MeDocument }, result: { data: { __typename: 'Query', me: { ...member, isAdmin: true } } } },
    ]);
    expect(await screen.findByText('admin page')).toBeTruthy();
  });
});
