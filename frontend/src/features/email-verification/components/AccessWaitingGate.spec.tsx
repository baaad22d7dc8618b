import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import {
  ChangeEmailDocument,
  MeDocument,
  WaitingAccessDocument,
  type CurrentUserFragment,
  type WaitingAccessQuery,
} from '../../../gql/graphql';
import { aMember } from '../../../test/fixtures';
import { RequireAuth } from '../../auth/components/RequireAuth';
import { clearAuthData } from '../../session/storage';

const unverified = aMember({ hasPaid: false, hasAccess: false, emailVerified: false, email: 'lucia@corre.es' });
const me = (value: CurrentUserFragment): MockLink.MockedResponse => ({
  request: { query: MeDocument },
  result: { data: { me: value } },
});
const waitingAnswer = (waitingAccess: WaitingAccessQuery['waitingAccess']): MockLink.MockedResponse => ({
  request: { query: WaitingAccessDocument },
  result: { data: { waitingAccess } },
});
const paidEdition = (email = 'lucia@corre.es'): WaitingAccessQuery['waitingAccess'] => ({
  __typename: 'WaitingAccess',
  email,
  reason: 'payment',
  edition: { __typename: 'WaitingEdition', number: 79, startDate: '2026-12-07', endDate: '2027-01-03' },
});

function renderMemberPage(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route
              path="/dashboard"
              element={
                <RequireAuth paid>
                  <p>panel del reto</p>
                </RequireAuth>
              }
            />
            <Route path="/subscribe" element={<p>formulario de pago</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );
}

beforeEach(() => {
  clearAuthData();
});

describe('a member page for a member whose access waits for the e-mail link', () => {
  it('says the payment is registered, for which edition and where the link went, instead of the payment form', async () => {
    renderMemberPage([me(unverified), waitingAnswer(paidEdition())]);
    const screenText = await screen.findByTestId('access-waiting');
    expect(screen.getByRole('heading', { name: 'Tu pago está registrado' })).toBeTruthy();
    expect(screenText.textContent).toContain('Edición 79: del 7 de diciembre de 2026 al 3 de enero de 2027');
    expect(screenText.textContent).toContain('No necesitas pagar de nuevo.');
    expect(screenText.textContent).toContain('lucia@corre.es');
    expect(screen.getByRole('button', { name: 'Reenviar enlace' })).toBeTruthy();
    expect(screen.queryByText('formulario de pago')).toBeNull();
    expect(screen.queryByText('panel del reto')).toBeNull();
  });

  it('says a pre-approved access is approved, without an edition', async () => {
    renderMemberPage([
      me(unverified),
      waitingAnswer({ __typename: 'WaitingAccess', email: 'lucia@corre.es', reason: 'pre_approval', edition: null }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Tu acceso está aprobado' })).toBeTruthy();
    expect(screen.getByTestId('access-waiting').textContent).not.toContain('Edición');
  });

  it('offers the purchase when nothing waits, and to a verified member without access', async () => {
    const first = renderMemberPage([me(unverified), waitingAnswer(null)]);
    expect(await screen.findByText('formulario de pago')).toBeTruthy();
    first.unmount();
    // No waiting query is mocked: a verified member is not asked.
    renderMemberPage([me(aMember({ hasPaid: false, hasAccess: false }))]);
    expect(await screen.findByText('formulario de pago')).toBeTruthy();
  });

  it('corrects a mistyped address: the new one is sent, and what waits is asked again', async () => {
    const changed: MockLink.MockedResponse = {
      request: { query: ChangeEmailDocument, variables: { email: 'lucia@correo.es' } },
      result: {
        data: {
          changeEmail: {
            __typename: 'EmailVerificationResult',
            success: true,
            message: 'Listo: ahora tu email es lucia@correo.es. Te enviamos allí un enlace nuevo para verificarlo.',
          },
        },
      },
    };
    renderMemberPage([
      me(unverified),
      waitingAnswer(paidEdition()),
      changed,
      waitingAnswer(paidEdition('lucia@correo.es')),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: '¿Escribiste mal tu email?' }));
    fireEvent.change(screen.getByLabelText('Tu email correcto'), { target: { value: 'lucia@correo.es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar email y enviar enlace' }));
    expect(await screen.findByText(/Listo: ahora tu email es lucia@correo.es/)).toBeTruthy();
    expect((await screen.findByTestId('access-waiting')).textContent).toContain('lucia@correo.es.');
  });
});
